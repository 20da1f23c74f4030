import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import { fetchMetals } from './support/shop.ts';
import type { Product } from '#domain/catalog/product.ts';
import { karatRates } from '#domain/rates/karat-rates.ts';
import { manualRates } from '#domain/rates/rate-table.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { formatCents } from '#domain/money.ts';
import { callApi, signInFromPage } from './support/accounts.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { eventually, fetchProducts } from './support/pages.ts';

// Rates in the browser: the /rates page (karat table, 30-day chart), the header
// ticker's 24-hour move and its link, and the product page's 'rates as of' line.

const baseUrl = shopUnderTest().baseUrl;
const owner = shopUnderTest().owner;
const chromium = useBrowser();

describe('/rates', () => {
  let gold: MetalPrice;
  beforeAll(async () => {
    gold = (await fetchMetals(baseUrl)).find((metal) => metal.metal === 'Gold')!;
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('shows each karat per gram, troy ounce and tola, and a 30-day chart (%s)', async (_, viewport) => {
    const page = await chromium.open('/rates', { viewport });
    try {
      await page.getByRole('heading', { level: 1, name: 'Today’s Metal Rates' }).waitFor();
      expect(await page.title()).toBe('Gold, Silver & Platinum Rates Today | Al Zahra Jewelers');
      const section = page.getByRole('region', { name: 'Gold', exact: true });
      const table = section.getByRole('table', { name: 'Gold rates by purity, in US dollars' });
      const rows = await table
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => (cell as HTMLElement).innerText.trim())),
        );
      // The same figures as the domain's rule, for today's rate.
      expect(rows).toEqual(
        karatRates(manualRates({ Gold: gold.pricePerGram }), 'Gold').map((row) => [
          expect.stringContaining(row.purity.fineness === 1000 ? 'Pure' : row.purity.short),
          // The sell rate, then for the purities the shop buys its buy rate below it.
          expect.stringContaining(formatCents(row.perGram)),
          formatCents(row.perTroyOunce),
          formatCents(row.perTola),
        ]),
      );
      expect(rows.map((row) => row[0]!.split('\n')[0])).toEqual([
        'Pure',
        '999.9',
        '24K',
        '22K',
        '21K',
        '18K',
        '14K',
        '10K',
      ]);
      expect(await section.innerText()).toContain(formatCents(gold.pricePerGram));
      // The chart arrives after the page (its code is loaded on this page only), one per metal.
      await section.locator('[data-chart="rates"] svg.recharts-surface').waitFor();
      // Gold, silver and platinum: diamonds are priced by the carat, so no per-gram rate or chart.
      expect(await page.locator('[data-chart="rates"] svg.recharts-surface').count()).toBe(3);
      expect(await page.getByRole('region', { name: 'Diamond', exact: true }).count()).toBe(0);
      await page.getByText('Diamonds are priced by the carat, stone by stone').waitFor();
      expect(await section.locator('path.recharts-line-curve').count()).toBe(1);
      // What the chart shows, in words.
      expect(await section.innerText()).toMatch(/ to [A-Z][a-z]{2} \d{1,2}: low \$[\d,.]+, high \$[\d,.]+, /);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    } finally {
      await page.context().close();
    }
  });

  it('is drawn by the server first, and loads the chart library only there', async () => {
    const html = await (await fetch(`${baseUrl}/rates`)).text();
    expect(html).toContain('Today’s Metal Rates');
    expect(html).toContain('24K');
    const home = await chromium.newPage();
    const scripts: string[] = [];
    home.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    try {
      await home.goto(baseUrl);
      await home.getByRole('heading', { name: 'Feature Products' }).waitFor();
      await home.waitForLoadState('networkidle');
      const homeScripts = scripts.splice(0);
      expect(homeScripts.some((url) => /rate-chart|LineChart|CartesianChart/.test(url))).toBe(false);
      // Through the ticker's link, as a shopper would.
      await home.getByRole('link', { name: 'Today’s metal rates' }).click();
      await home.waitForURL(`${baseUrl}/rates`);
      await home.locator('[data-chart="rates"] svg.recharts-surface').first().waitFor();
      expect(scripts.some((url) => /rate-chart/.test(url))).toBe(true);
    } finally {
      await home.context().close();
    }
  });

  it('passes axe at phone width', async () => {
    const page = await chromium.open('/rates', { viewport: PHONE });
    try {
      await page.locator('[data-chart="rates"] svg.recharts-surface').first().waitFor();
      await expectAccessible(page);
    } finally {
      await page.context().close();
    }
  });
});

describe('the header ticker shows each metal’s move over 24 hours', () => {
  let admin: Page;
  let gold: MetalPrice;

  beforeAll(async () => {
    admin = await chromium.open('/');
    await signInFromPage(admin, owner.email, owner.password);
    gold = (await fetchMetals(baseUrl)).find((metal) => metal.metal === 'Gold')!;
  });
  afterAll(async () => {
    // The demo's rate again, for the other files.
    await callApi(admin, 'PATCH', `/api/metals/${gold.id}`, { pricePerGram: gold.pricePerGram });
    await admin.context().close();
  });

  async function setGold(cents: number): Promise<MetalPrice> {
    const result = await callApi(admin, 'PATCH', `/api/metals/${gold.id}`, { pricePerGram: cents });
    expect(result.status).toBe(200);
    return result.body as MetalPrice;
  }

  /** Waits for the rotating ticker to show gold, and returns its move as shown. */
  async function goldMove(page: Page): Promise<{ text: string; direction: string | null }> {
    const strip = page.getByRole('complementary', { name: 'Metal prices' });
    return eventually(async () => {
      const price = (await strip.locator('[data-ticker="price"]').innerText()).trim();
      expect(price).toMatch(/^GOLD /);
      const move = strip.locator('[data-move]');
      return { text: (await move.innerText()).trim(), direction: await move.getAttribute('data-move') };
    }, 15_000);
  }

  it('▲ after a rise, ▼ after a fall, with the figures for screen readers', async () => {
    const up = await setGold(gold.pricePerGram + 150);
    expect(up.change24h.changeBasisPoints).toBeGreaterThan(0);
    const page = await chromium.open('/');
    try {
      const shown = await goldMove(page);
      expect(shown).toEqual({ text: `▲ ${(up.change24h.changeBasisPoints / 100).toFixed(2)}%`, direction: 'up' });
      const spoken = await page
        .getByRole('complementary', { name: 'Metal prices' })
        .getByText(/^Metal prices per gram:/)
        .textContent();
      expect(spoken).toContain(
        `Gold ${formatCents(up.pricePerGram)}, up ${(up.change24h.changeBasisPoints / 100).toFixed(2)}% in 24 hours`,
      );
    } finally {
      await page.context().close();
    }

    const down = await setGold(gold.pricePerGram - 150);
    expect(down.change24h.changeBasisPoints).toBeLessThan(0);
    const later = await chromium.open('/collection', { viewport: PHONE });
    try {
      expect(await goldMove(later)).toEqual({
        text: `▼ ${(-down.change24h.changeBasisPoints / 100).toFixed(2)}%`,
        direction: 'down',
      });
    } finally {
      await later.context().close();
    }
  });
});

describe('the product page says which rate priced the piece', () => {
  it('shows the time of the rate under the price', async () => {
    const piece = (await fetchProducts(baseUrl, { q: 'Gold', pageSize: 48 })).items.find(
      (product: Product) => product.metal === 'Gold' && product.rateAsOf !== null,
    )!;
    const page = await chromium.open(`/product/${piece.id}`);
    try {
      await page.getByRole('heading', { level: 1, name: piece.name }).waitFor();
      const line = page.getByText(/^Prices at rates as of /);
      await line.waitFor();
      expect(await line.locator('time').getAttribute('datetime')).toBe(piece.rateAsOf);
      expect(await line.innerText()).toMatch(/as of [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T$/);
    } finally {
      await page.context().close();
    }
  });
});
