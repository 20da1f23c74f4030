import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import { branchAddress, store } from '#domain/store/settings.ts';
import { DESKTOP, useBrowser } from './support/browser.ts';
import { eventually, expectCount, expectVisible } from './support/pages.ts';

const baseUrl = shopUnderTest().baseUrl;
const chromium = useBrowser();
let page: Page;

beforeAll(async () => {
  page = await chromium.newPage();
});

describe('about page', () => {
  beforeAll(async () => {
    await page.goto(`${baseUrl}/about`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('tells the story: one h1, founded 1985 and 40+ years', async () => {
    await expectCount(page.getByRole('heading', { level: 1 }), 1);
    const intro = page.getByRole('region', { name: /A family of goldsmiths/ });
    await expectVisible(
      intro.getByRole('heading', { level: 1, name: 'A family of goldsmiths, 40+ years at the counter' }),
    );
    await expectVisible(intro.getByText(`Our story · Since 1985`, { exact: true }));
    // The key facts, each a value under its label.
    const facts = await intro
      .locator('dl > div')
      .evaluateAll((pairs) =>
        pairs.map((pair) => [pair.querySelector('dt')?.textContent, pair.querySelector('dd')?.textContent]),
      );
    expect(facts).toEqual(
      expect.arrayContaining([
        ['Years of craft', '40+'],
        ['Founded', '1985'],
      ]),
    );
  });

  it('has a timeline starting in 1985', async () => {
    const main = page.getByRole('main');
    const timeline = main.locator('ol').filter({ has: page.locator('h3') });
    await expectCount(timeline, 1);
    const entries = timeline.locator(':scope > li');
    expect(await entries.count()).toBeGreaterThanOrEqual(3);
    expect(await entries.first().innerText()).toContain('1985');
    await expectVisible(entries.first().getByRole('heading', { level: 3, name: 'A single counter of Arabic gold' }));
  });

  it('shows three testimonials', async () => {
    expect(await page.getByRole('main').locator('blockquote').count()).toBe(3);
  });

  it('lists the services', async () => {
    const main = page.getByRole('main');
    for (const service of store.services) {
      await expectCount(main.getByRole('heading', { level: 3, name: service, exact: true }), 1);
    }
  });

  it('lifts sections into place as they scroll into view, unless reduced motion is asked for', async () => {
    const lastQuote = (on: Page) => on.getByRole('main').locator('blockquote').last();
    // With reduced motion (the default of these tests) nothing waits below its place.
    expect(await verticalShift(lastQuote(page))).toBe(0);

    const context = await chromium.browser.newContext({ viewport: DESKTOP, reducedMotion: 'no-preference' });
    try {
      const moving = await context.newPage();
      await moving.goto(`${baseUrl}/about`);
      const quote = lastQuote(moving);
      await quote.waitFor();
      await eventually(async () => expect(await verticalShift(quote)).toBeGreaterThan(0));
      await quote.scrollIntoViewIfNeeded();
      await eventually(async () => expect(await verticalShift(quote)).toBe(0), 5_000);
    } finally {
      await context.close();
    }
  });
});

/**
 * How far an element sits below its place: the sum of its ancestors' vertical shifts
 * (Tailwind 4 moves things with the `translate` property, not `transform`).
 */
function verticalShift(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let shift = 0;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.translate !== 'none') shift += parseFloat(style.translate.split(' ')[1] ?? '0');
      if (style.transform !== 'none') shift += new DOMMatrix(style.transform).m42;
    }
    return shift;
  });
}

describe('contact page', () => {
  beforeAll(async () => {
    await page.goto(`${baseUrl}/contact`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('has one h1', async () => {
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  it.each(store.branches.map((branch) => [branch.name, branch] as const))(
    'shows the %s card with map, phone, WhatsApp, email, address, hours and directions',
    async (name, branch) => {
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
      expect(await card.count()).toBe(1);
      const text = await card.innerText();
      expect(text).toContain(branch.street);
      expect(text).toContain(`${branch.city}, ${branch.region} ${branch.postalCode}`);

      const map = card.locator('iframe');
      expect(await map.getAttribute('title')).toContain(name);
      expect(await map.getAttribute('src')).toMatch(/^https:\/\//);

      const phoneDigits = branch.phone.replace(/\D/g, '');
      expect(await card.getByRole('link', { name: branch.phone }).getAttribute('href')).toBe(`tel:+${phoneDigits}`);
      const whatsapp = await card.getByRole('link', { name: /whatsapp/i }).getAttribute('href');
      expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/${branch.whatsapp}(\\?|$)`));
      expect(await card.getByRole('link', { name: branch.email }).getAttribute('href')).toBe(`mailto:${branch.email}`);

      for (const { days, hours } of store.hours) {
        expect(text).toContain(days);
        expect(text).toContain(hours);
      }

      const directions = await card.getByRole('link', { name: /directions/i }).getAttribute('href');
      expect(directions).toMatch(/^https:\/\/www\.google\.com\/maps\//);
      expect(decodeURIComponent(directions!)).toContain(branchAddress(branch));
    },
  );

  it('links to the social accounts, WhatsApp included', async () => {
    const hrefs = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const url of Object.values(store.social)) expect(hrefs, url).toContain(url);
    expect(hrefs.some((href) => href.startsWith(`https://wa.me/${store.whatsappNumber}`))).toBe(true);
  });
});

describe('not-found page', () => {
  it('shows the 404 texts for an unknown route and leads home', async () => {
    await page.goto(`${baseUrl}/no/such/page`);
    const main = page.getByRole('main');
    await main.getByText('Oops! Page not found', { exact: true }).waitFor();
    await expectVisible(main.getByText('404', { exact: true }));
    await expectVisible(
      main.getByText('The page you’re looking for doesn’t exist or has been moved.', { exact: true }),
    );
    const home = main.getByRole('link', { name: 'Go Back Home' });
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Feature Products' }).waitFor();
  });

  it('answers an unknown route with HTTP 404', async () => {
    const response = await page.goto(`${baseUrl}/definitely-not-a-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('main').getByText('Oops! Page not found', { exact: true }).waitFor();
  });
});
