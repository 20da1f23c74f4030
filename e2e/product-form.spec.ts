import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import { fetchMetals, pageHeading } from './support/shop.ts';
import type { Product } from '#domain/catalog/product.ts';
import { formatCents } from '#domain/money.ts';
import { pricePieceAtPureCents, specRecipe, type PieceRecipe } from '#domain/pricing/piece-price.ts';
import { expectToast } from './support/accounts.ts';
import { expectAccessible, useBrowser } from './support/browser.ts';
import { settled, useOwnerSession } from './support/dashboard.ts';
import { describeFocus, eventually, parseCents, expectVisible } from './support/pages.ts';
import { facts, field, preview, previewLines, previewTotal } from './support/product-form.ts';

// The admin's product form prices a piece as a jeweller does (metal and purity, making
// charge, wastage, stones, fee) with a live preview by the shop's one pricing rule, and the shop
// then asks exactly the previewed price.

const baseUrl = shopUnderTest().baseUrl;
const chromium = useBrowser();
const run = Date.now().toString(36).slice(-6).toUpperCase();

const owner = useOwnerSession(chromium);
const created: string[] = [];

afterAll(async () => {
  for (const id of created) await owner.call('DELETE', `/api/products/${id}`);
});

async function rateOf(metal: string): Promise<number> {
  const metals = await fetchMetals(baseUrl);
  return metals.find((row) => row.metal === metal)!.pricePerGram;
}

async function fetchProduct(id: string): Promise<Product> {
  return (await (await fetch(`${baseUrl}/api/products/${id}`)).json()) as Product;
}

/** The 18K solitaire of the API test: 4.2 g of 18K gold, 14% making, a 0.30 ct diamond, a $25 fee. */
const RING: Omit<PieceRecipe, 'metal'> & { metal: 'Gold' } = {
  metal: 'Gold',
  fineness: 750,
  netWeightMg: 4_200,
  wastageBasisPoints: 0,
  making: { kind: 'percent', basisPoints: 1_400 },
  stones: [
    {
      kind: 'Diamond',
      origin: 'natural',
      caratHundredths: 30,
      count: 1,
      price: { perCaratCents: 250_000 },
      certificate: { lab: 'GIA', number: '2141438167' },
    },
  ],
  feeCents: 2_500,
};

describe('the product form prices a piece as the admin types, and the shop asks the previewed price', () => {
  const name = `Noor Test Solitaire ${run}`;
  let admin: Page;
  let form: Locator;
  let productId = '';
  let previewed = 0;

  beforeAll(async () => {
    admin = await owner.open('/dashboard/addproducts');
    await pageHeading(admin, 'Add Products').waitFor();
    form = admin.getByRole('form', { name: 'Add product' });
    await form.waitFor();
  });
  afterAll(() => admin.context().close());

  it("starts at the category's metal with no purity, and will not save until the admin chooses one", async () => {
    await field(form, 'Name').fill(name);
    await field(form, 'Category').selectOption({ label: 'Coins' });
    // Coins are priced in gold until the admin says otherwise; the purity is never taken as pure.
    const purity = field(form, 'Purity');
    expect(await field(form, 'Metal').inputValue()).toBe('Gold');
    expect(await purity.inputValue()).toBe('');
    await field(form, 'Category').selectOption({ label: 'Silver' });
    expect(await field(form, 'Metal').inputValue()).toBe('Silver');
    expect(await previewTotal(admin)).toBeNull();
    await field(form, 'Net metal weight (grams)').fill('4.2');
    const required = 'Please choose the purity of the metal';
    await eventually(async () => expect(await preview(admin).innerText()).toContain(required));
    expect(await previewTotal(admin)).toBeNull();
    await form.getByRole('button', { name: 'Add Product', exact: true }).click();
    await eventually(async () => expect(await purity.getAttribute('aria-invalid')).toBe('true'));
    expect(await purity.getAttribute('aria-describedby')).toContain('product-fineness-error');
    expect(await form.locator('#product-fineness-error').innerText()).toBe(required);

    await purity.selectOption({ label: 'Sterling (925)' });
    await eventually(async () => expect(await purity.getAttribute('aria-invalid')).toBeNull());
    const silver = await rateOf('Silver');
    const sterling = pricePieceAtPureCents({ ...specRecipe('Silver', 4_200), fineness: 925 }, silver).totalCents;
    await eventually(async () => expect(await previewTotal(admin)).toBe(sterling));
    // Labelled as the shopper reads the breakup (breakupRows): no making charge line without one.
    expect(await previewLines(admin)).toEqual([
      ['925 silver', sterling],
      ['Total', sterling],
    ]);
    expect(await preview(admin).innerText()).toContain(`Silver at ${formatCents(silver)} a gram of pure metal`);

    // Gold is not sold at 925: the purity is asked for again.
    await field(form, 'Category').selectOption({ label: 'Gold' });
    expect(await field(form, 'Metal').inputValue()).toBe('Gold');
    expect(await purity.inputValue()).toBe('');
    await purity.selectOption({ label: 'Pure (rate as quoted)' });
    const gold = await rateOf('Gold');
    await eventually(async () =>
      expect(await previewTotal(admin)).toBe(pricePieceAtPureCents(specRecipe('Gold', 4_200), gold).totalCents),
    );
  });

  it('offers the purities of the chosen metal, and a new metal asks again for a purity it is not sold in', async () => {
    const purity = field(form, 'Purity');
    const labels = async () => (await purity.locator('option').allInnerTexts()).map((text) => text.trim());
    expect(await labels()).toEqual([
      'Choose the purity',
      'Pure (rate as quoted)',
      'Fine gold (999.9)',
      '24K (999)',
      '22K (916)',
      '21K (875)',
      '18K (750)',
      '14K (585)',
      '10K (417)',
    ]);
    await purity.selectOption({ label: '18K (750)' });
    await field(form, 'Metal').selectOption({ label: 'Platinum' });
    expect(await labels()).toEqual([
      'Choose the purity',
      'Pure (rate as quoted)',
      'Platinum 999',
      'Platinum 950',
      'Platinum 900',
    ]);
    expect(await purity.inputValue()).toBe('');
    await purity.selectOption({ label: 'Platinum 999' });
    // 999 is sold in gold too: it stays.
    await field(form, 'Metal').selectOption({ label: 'Gold' });
    expect(await purity.inputValue()).toBe('999');
    // The admin chose the metal: the category no longer moves it.
    await field(form, 'Category').selectOption({ label: 'Silver' });
    expect(await field(form, 'Metal').inputValue()).toBe('Gold');
    await field(form, 'Category').selectOption({ label: 'Gold' });
    await purity.selectOption({ label: '18K (750)' });
    await field(form, 'Metal').selectOption({ label: 'None – stones only' });
    expect(await purity.isDisabled()).toBe(true);
    await field(form, 'Metal').selectOption({ label: 'Gold' });
    await purity.selectOption({ label: '18K (750)' });
  });

  it('adds and removes stone lines from the keyboard', async () => {
    const addStone = form.getByRole('button', { name: 'Add a stone', exact: true });
    await addStone.focus();
    await admin.keyboard.press('Enter');
    // The new line takes the focus at its first field.
    await eventually(async () => expect(await describeFocus(admin)).toBe('input:Kind'));
    expect(await field(form, 'Kind').inputValue()).toBe('Diamond');
    await addStone.focus();
    await admin.keyboard.press('Enter');
    const lines = form.getByRole('list', { name: 'Stone lines' }).getByRole('listitem');
    expect(await lines.count()).toBe(2);
    await form.getByRole('button', { name: 'Remove stone 2', exact: true }).focus();
    await admin.keyboard.press('Enter');
    expect(await lines.count()).toBe(1);
    // Focus is not lost: it goes to the remaining line's Remove button.
    await eventually(async () => expect(await describeFocus(admin)).toBe('button:Remove stone 1'));
  });

  it('shows each line of the breakup and the total, by the domain rule at the current gold rate', async () => {
    const gold = await rateOf('Gold');
    await field(form, 'Making charge (how it is quoted)').selectOption({ label: 'Percent of the metal value' });
    await field(form, 'Making charge (% of the metal value)').fill('14');
    await field(form, 'Carats (each)').fill('0.30');
    await field(form, 'Price per carat (US dollars)').fill('2500');
    await field(form, 'Certificate lab (optional)').fill('GIA');
    await field(form, 'Certificate number (optional)').fill('2141438167');
    // The grades a buyer compares: they do not move the price.
    await field(form, 'Shape (optional)').selectOption({ label: 'Round' });
    await field(form, 'Cut (optional)').selectOption({ label: 'Excellent' });
    await field(form, 'Colour (diamonds, D best)').selectOption('G');
    await field(form, 'Clarity (diamonds, FL best)').selectOption('VS1');
    await field(form, 'Fee (US dollars, optional)').fill('25');

    const expected = pricePieceAtPureCents(RING, gold);
    await eventually(async () => expect(await previewTotal(admin)).toBe(expected.totalCents));
    expect(await previewLines(admin)).toEqual([
      ['18K gold', expected.metalCents],
      ['Making charge', expected.makingCents],
      ['1 × 0.30 ct natural diamond, GIA 2141438167', expected.stoneCents[0]],
      ['Fee', expected.feeCents],
      ['Total', expected.totalCents],
    ]);
    const sum = expected.metalCents + expected.makingCents + expected.stoneCents[0]! + expected.feeCents;
    expect(sum).toBe(expected.totalCents);

    // Wastage moves the preview at once, and back.
    await field(form, 'Wastage (% of the metal value, optional)').fill('5');
    await eventually(async () =>
      expect(await previewTotal(admin)).toBe(
        pricePieceAtPureCents({ ...RING, wastageBasisPoints: 500 }, gold).totalCents,
      ),
    );
    await field(form, 'Wastage (% of the metal value, optional)').fill('');
    await eventually(async () => expect(await previewTotal(admin)).toBe(expected.totalCents));
    previewed = expected.totalCents;
  });

  it("checks the piece with the server's schema and whole-recipe rules, beside the fields", async () => {
    // A gross weight (4 g) below the net (4.2 g): refused beside it, with the missing texts.
    const gross = field(form, 'Gross weight (grams, optional)');
    await gross.fill('4');
    await form.getByRole('button', { name: 'Add Product', exact: true }).click();
    await eventually(async () => expect(await gross.getAttribute('aria-invalid')).toBe('true'));
    const grossError = 'Gross weight cannot be less than the net metal weight';
    expect(await gross.getAttribute('aria-describedby')).toContain('product-grossWeight-error');
    expect(await form.locator('#product-grossWeight-error').innerText()).toBe(grossError);
    // Focus goes to the first field refused.
    await expect.poll(() => describeFocus(admin)).toBe('textarea:Short description');
    await expectVisible(form.getByText('Short description is required', { exact: true }));
    // The preview says what keeps it from pricing the piece.
    expect(await previewTotal(admin)).toBeNull();
    expect(await preview(admin).innerText()).toContain(grossError);
    await settled(admin);
    await expectAccessible(admin);

    await gross.fill('4.26');
    await eventually(async () => expect(await gross.getAttribute('aria-invalid')).toBeNull());
    await eventually(async () => expect(await previewTotal(admin)).toBe(previewed));

    const making = field(form, 'Making charge (% of the metal value)');
    await making.fill('14.125');
    await eventually(async () => expect(await making.getAttribute('aria-invalid')).toBe('true'));
    expect(await form.locator('#product-makingValue-error').innerText()).toBe('Making charge has at most two decimals');
    await making.fill('14');
    await eventually(async () => expect(await making.getAttribute('aria-invalid')).toBeNull());
    await eventually(async () => expect(await previewTotal(admin)).toBe(previewed));
  });

  it('saves the piece: Product Added!, stored as previewed, and the shop asks the previewed price', async () => {
    await field(form, 'Short description').fill('An 18K solitaire with a certified diamond.');
    await field(form, 'Description').fill('A solitaire ring in 18K gold with a 0.30 ct natural diamond.');
    const saved = admin.waitForResponse(
      (response) => response.url() === `${baseUrl}/api/products` && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Add Product', exact: true }).click();
    await expectToast(admin, 'Product Added!', `${name} is in the shop now.`);
    const response = await saved;
    expect(response.status()).toBe(201);
    const product = (await response.json()) as Product;
    productId = product.id;
    created.push(productId);
    expect(product).toMatchObject({
      category: 'Gold',
      metal: 'Gold',
      fineness: 750,
      weight: 4.2,
      grossWeight: 4.26,
      wastageBasisPoints: 0,
      making: RING.making,
      stones: RING.stones,
      feeCents: RING.feeCents,
      price: previewed,
    });

    const shop = await chromium.open(`/product/${productId}`);
    try {
      await shop.getByRole('heading', { level: 1, name, exact: true }).waitFor();
      const price = shop.locator('p', { hasText: /^Estimated price:/ });
      expect(parseCents(await price.innerText())).toBe(previewed);
      // The weights a jeweller's tag gives: net metal, gross, and the stones' carats.
      expect(await facts(shop)).toMatchObject({
        'Net metal weight': '4.2 g',
        'Gross weight': '4.26 g',
        'Stone weight': '0.30 ct',
      });
      await shop.goto(`${baseUrl}/ar/product/${productId}`);
      await shop.getByRole('heading', { level: 1, name, exact: true }).waitFor();
      // The gram's Arabic name is the browser's Intl own.
      expect(await facts(shop)).toMatchObject({
        'وزن المعدن الصافي': expect.stringMatching(/^4\.2 غ/),
        'الوزن الإجمالي': expect.stringMatching(/^4\.26 غ/),
        'وزن الأحجار': '0.30 قيراط',
      });
    } finally {
      await shop.context().close();
    }
  });

  it('opens the piece on the edit form as saved, and an edit is saved at its new preview', async () => {
    expect(productId, 'the piece was added').not.toBe('');
    await admin.goto(`${baseUrl}/dashboard/editproducts/${productId}`);
    const edit = admin.getByRole('form', { name: 'Edit product' });
    await edit.waitFor();
    await eventually(async () => expect(await field(edit, 'Name').inputValue()).toBe(name));
    expect(await field(edit, 'Purity').inputValue()).toBe('750');
    expect(await field(edit, 'Making charge (% of the metal value)').inputValue()).toBe('14');
    expect(await field(edit, 'Carats (each)').inputValue()).toBe('0.30');
    expect(await field(edit, 'Certificate number (optional)').inputValue()).toBe('2141438167');
    expect(await field(edit, 'Shape (optional)').inputValue()).toBe('round');
    expect(await field(edit, 'Cut (optional)').inputValue()).toBe('excellent');
    expect(await field(edit, 'Colour (diamonds, D best)').inputValue()).toBe('G');
    expect(await field(edit, 'Clarity (diamonds, FL best)').inputValue()).toBe('VS1');
    expect(await field(edit, 'Fee (US dollars, optional)').inputValue()).toBe('25.00');
    await eventually(async () => expect(await previewTotal(admin)).toBe(previewed));

    // Dollars a gram instead of a percent, and the stone taken off.
    await field(edit, 'Making charge (how it is quoted)').selectOption({ label: 'Dollars per gram' });
    await field(edit, 'Making charge (US dollars per gram)').fill('3.50');
    await edit.getByRole('button', { name: 'Remove stone 1', exact: true }).click();
    await field(edit, 'Gross weight (grams, optional)').fill('');
    const gold = await rateOf('Gold');
    const changed = pricePieceAtPureCents(
      { ...RING, making: { kind: 'per-gram', centsPerGram: 350 }, stones: [] },
      gold,
    ).totalCents;
    await eventually(async () => expect(await previewTotal(admin)).toBe(changed));
    await edit.getByRole('button', { name: 'Update Product', exact: true }).click();
    await expectToast(admin, 'Product Updated!', `${name} has been saved.`);
    const product = await fetchProduct(productId);
    expect(product).toMatchObject({
      making: { kind: 'per-gram', centsPerGram: 350 },
      stones: [],
      grossWeight: null,
      price: changed,
    });
  });
});
