import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import { toPieceRecipe } from '#domain/catalog/piece-recipe.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { centsToDollarString, formatCents } from '#domain/money.ts';
import { pricePieceAtPureCents, pureAlloyRate } from '#domain/pricing/piece-price.ts';
import { purityRateCents } from '#domain/rates/karat-rates.ts';
import { expectToast } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';
import { openFromSidebar, sidebar, useAuditLog, useOwnerSession } from './support/dashboard.ts';
import { eventually, fetchAllProducts, fetchProducts } from './support/pages.ts';
import { fetchMetals, fetchProduct, pageHeading, productPagePrice, searchCollection } from './support/shop.ts';

// The dashboard's Metal Price page: a new gold rate reprices the shop's pieces everywhere they
// show, the old one puts them back, and both changes are in the Audit Log.

const baseUrl = shopUnderTest().baseUrl;
const chromium = useBrowser();
const owner = useOwnerSession(chromium);

/** The gold rate as this file changed it; put back at the end whatever failed on the way. */
let changedGold: { id: string; from: number; to: number; restored: boolean } | undefined;
afterAll(async () => {
  if (changedGold && !changedGold.restored) {
    await owner.call('PATCH', `/api/metals/${changedGold.id}`, { pricePerGram: changedGold.from });
  }
});

describe('Metal Price: a new gold rate reprices the storefront', () => {
  let gold: MetalPrice;
  let piece: Product;
  const raise = 137; // cents per gram

  beforeAll(async () => {
    gold = (await fetchMetals(baseUrl)).find((metal) => metal.metal === 'Gold')!;
    const catalogue = await fetchAllProducts(baseUrl);
    // A demo piece priced at the gold rate whose weight has decimals, so rounding matters.
    piece = catalogue.find((p) => p.metal === 'Gold' && !Number.isInteger(p.weight))!;
    expect(piece, 'the demo catalogue has a gold piece with a fractional weight').toBeDefined();
    expect(piece.price).toBe(pricePieceAtPureCents(toPieceRecipe(piece), gold.pricePerGram).totalCents);
  });

  it('saves the new price per gram on the edit page: Product Updated', async () => {
    const admin = await owner.open('/dashboard');
    try {
      await pageHeading(admin, 'Dashboard').waitFor();
      await openFromSidebar(admin, 'Metal Price');
      const card = admin.getByRole('article', { name: 'Gold', exact: true });
      expect(await card.innerText()).toContain(formatCents(gold.pricePerGram));
      await card.getByRole('link', { name: 'Edit Gold price', exact: true }).click();
      await admin.waitForURL(`${baseUrl}/dashboard/updateprice/${gold.id}`);
      await pageHeading(admin, 'Edit Metal Price').waitFor();
      expect(await sidebar(admin).getByRole('link', { name: 'Metal Price' }).getAttribute('aria-current')).toBe('true');

      const field = admin.getByLabel('Price per gram (US dollars)', { exact: true });
      expect(await field.inputValue()).toBe(centsToDollarString(gold.pricePerGram));
      changedGold = { id: gold.id, from: gold.pricePerGram, to: gold.pricePerGram + raise, restored: false };
      await field.fill(centsToDollarString(gold.pricePerGram + raise));
      await admin.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(admin, 'Product Updated');
      await admin.waitForURL(`${baseUrl}/dashboard/updateprice`);
      await eventually(async () => {
        const text = await admin.getByRole('article', { name: 'Gold', exact: true }).innerText();
        expect(text).toContain(formatCents(gold.pricePerGram + raise));
        expect(text).toContain(`by ${owner.user.name}`);
      });
    } finally {
      await admin.context().close();
    }
  });

  it('reprices the gold piece: API, product page, collection card and the header ticker', async () => {
    expect(changedGold?.to, 'the gold price was changed').toBeDefined();
    const rate = changedGold!.to;
    const expected = pricePieceAtPureCents(toPieceRecipe(piece), rate).totalCents;
    expect(expected).not.toBe(piece.price);

    const product = await fetchProduct(baseUrl, piece.id);
    expect(product.perGram).toBe(rate);
    expect(product.price).toBe(expected);

    const shop = await chromium.open(`/product/${piece.id}`);
    try {
      await shop.getByRole('heading', { level: 1, name: piece.name, exact: true }).waitFor();
      expect(await productPagePrice(shop)).toBe(expected);
      const strip = shop.getByRole('complementary', { name: 'Metal prices' });
      expect(await strip.getByText(/^Metal prices per gram:/).textContent()).toContain(`Gold ${formatCents(rate)}`);
      // The visible ticker rotates through the metals: when it shows gold, at the new rate.
      await eventually(async () => {
        const shown = (await strip.locator('[data-ticker="price"]').innerText()).trim();
        expect(shown).toBe(`GOLD ${formatCents(rate)}/g`);
      }, 15_000);

      const matching = (await fetchProducts(baseUrl, { q: piece.name })).items.map((p) => p.name);
      const cards = await searchCollection(shop, piece.name, matching);
      const card = cards.find((c) => c.href === `/product/${piece.id}`)!;
      expect(card.priceCents).toBe(expected);
      // The card shows the rate of the piece's own purity.
      expect(card.perGramCents).toBe(purityRateCents(pureAlloyRate(rate * 100, piece.fineness).perGramMillionths));
    } finally {
      await shop.context().close();
    }
  });

  it('puts the old price back the same way', async () => {
    expect(changedGold, 'the gold price was changed').toBeDefined();
    const admin = await owner.open(`/dashboard/updateprice/${gold.id}`);
    try {
      const field = admin.getByLabel('Price per gram (US dollars)', { exact: true });
      await eventually(async () => expect(await field.inputValue()).toBe(centsToDollarString(changedGold!.to)));
      await field.fill(centsToDollarString(gold.pricePerGram));
      await admin.getByRole('button', { name: 'Save', exact: true }).click();
      await expectToast(admin, 'Product Updated');
      await admin.waitForURL(`${baseUrl}/dashboard/updateprice`);
    } finally {
      await admin.context().close();
    }
    changedGold!.restored = true;
    expect((await fetchMetals(baseUrl)).find((metal) => metal.id === gold.id)?.pricePerGram).toBe(gold.pricePerGram);
    expect((await fetchProduct(baseUrl, piece.id)).price).toBe(piece.price);
  });

  describe('in the Audit Log', () => {
    const { entry } = useAuditLog(owner);

    it('lists the gold price change and its restoration', async () => {
      const gold = changedGold;
      expect(gold, 'the gold price was changed').toBeDefined();
      const [from, to] = [formatCents(gold!.from), formatCents(gold!.to)];
      // Newest first: the restoration, then the change.
      expect(await entry('Metal price changed', 'metal.price', 'Gold', 0)).toEqual([
        `Price per gram: ${to} to ${from}`,
      ]);
      expect(await entry('Metal price changed', 'metal.price', 'Gold', 1)).toEqual([
        `Price per gram: ${from} to ${to}`,
      ]);
    });
  });
});
