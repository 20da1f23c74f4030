import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { formatCents } from '#domain/money.ts';
import { pricePieceAtPureCents, specRecipe, type PieceRecipe } from '#domain/pricing/piece-price.ts';
import { callApi, expectToast, submitLogin } from './support/accounts.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { dashboardHeading, openWithCookies, settled } from './support/dashboard.ts';
import { describeFocus, eventually, parseCents, expectVisible } from './support/pages.ts';
import { hydrated } from './support/shop.ts';

// The admin's product form prices a piece as a jeweller does (metal and purity, making
// charge, wastage, stones, fee) with a live preview by the shop's one pricing rule, and the shop
// then asks exactly the previewed price.

const baseUrl = shopUnderTest().baseUrl;
const owner = shopUnderTest().owner;
const chromium = useBrowser();
const run = Date.now().toString(36).slice(-6).toUpperCase();

let ownerCookies: Awaited<ReturnType<BrowserContext['cookies']>>;
const created: string[] = [];

beforeAll(async () => {
  const page = await chromium.open('/login');
  await page.getByRole('heading', { level: 1, name: 'Sign In', exact: true }).waitFor();
  await hydrated(page);
  await submitLogin(page, owner.email, owner.password);
  await expectToast(page, 'Logged In Successfully!');
  await page.waitForURL(`${baseUrl}/`);
  ownerCookies = await page.context().cookies();
  await page.context().close();
});

afterAll(async () => {
  const page = await asOwner('/');
  try {
    for (const id of created) await callApi(page, 'DELETE', `/api/products/${id}`);
  } finally {
    await page.context().close();
  }
});

function asOwner(path: string, viewport = DESKTOP): Promise<Page> {
  return openWithCookies(() => chromium.newPage(viewport), ownerCookies, `${baseUrl}${path}`);
}

async function rateOf(metal: string): Promise<number> {
  const metals = (await (await fetch(`${baseUrl}/api/metals`)).json()) as MetalPrice[];
  return metals.find((row) => row.metal === metal)!.pricePerGram;
}

async function fetchProduct(id: string): Promise<Product> {
  return (await (await fetch(`${baseUrl}/api/products/${id}`)).json()) as Product;
}

const preview = (page: Page) => page.getByRole('region', { name: 'Price preview' });

/** The preview's headline price, in cents (null while it shows none). */
async function previewTotal(page: Page): Promise<number | null> {
  const text = await preview(page).locator('[aria-live="polite"]').innerText();
  return /\$/.test(text) ? parseCents(text) : null;
}

/** The preview's breakup: each row's label (first line) and amount. */
async function previewLines(page: Page): Promise<Array<[string, number]>> {
  const rows = await preview(page).getByRole('row').all();
  const lines: Array<[string, number]> = [];
  for (const row of rows) {
    const label = (await row.getByRole('rowheader').innerText()).split('\n')[0]!.trim();
    lines.push([label, parseCents(await row.getByRole('cell').innerText())]);
  }
  return lines;
}

const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

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
    admin = await asOwner('/dashboard/addproducts');
    await dashboardHeading(admin, 'Add Products').waitFor();
    form = admin.getByRole('form', { name: 'Add product' });
    await form.waitFor();
  });
  afterAll(() => admin.context().close());

  it("starts at the spec's price: the category's metal, pure, nothing added", async () => {
    const gold = await rateOf('Gold');
    await field(form, 'Name').fill(name);
    await field(form, 'Category').selectOption({ label: 'Coins' });
    // Coins are priced in gold until the admin says otherwise.
    expect(await field(form, 'Metal').inputValue()).toBe('Gold');
    expect(await field(form, 'Purity').inputValue()).toBe('1000');
    await field(form, 'Category').selectOption({ label: 'Silver' });
    expect(await field(form, 'Metal').inputValue()).toBe('Silver');
    expect(await previewTotal(admin)).toBeNull();
    await field(form, 'Net metal weight (grams)').fill('4.2');
    const silver = await rateOf('Silver');
    const spec = pricePieceAtPureCents(specRecipe('Silver', 4_200), silver).totalCents;
    await eventually(async () => expect(await previewTotal(admin)).toBe(spec));
    // Labelled as the shopper reads the breakup (breakupRows): no making charge line without one.
    expect(await previewLines(admin)).toEqual([
      ['Silver', spec],
      ['Total', spec],
    ]);
    expect(await preview(admin).innerText()).toContain(`Silver at ${formatCents(silver)} a gram of pure metal`);

    await field(form, 'Category').selectOption({ label: 'Gold' });
    expect(await field(form, 'Metal').inputValue()).toBe('Gold');
    await eventually(async () =>
      expect(await previewTotal(admin)).toBe(pricePieceAtPureCents(specRecipe('Gold', 4_200), gold).totalCents),
    );
  });

  it('offers the purities of the chosen metal, and a new metal resets a purity it is not sold in', async () => {
    const purity = field(form, 'Purity');
    const labels = async () => (await purity.locator('option').allInnerTexts()).map((text) => text.trim());
    expect(await labels()).toEqual([
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
    expect(await labels()).toEqual(['Pure (rate as quoted)', 'Platinum 999', 'Platinum 950', 'Platinum 900']);
    expect(await purity.inputValue()).toBe('1000');
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
    expect(await describeFocus(admin)).toBe('textarea:Short description');
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

describe('at phone width', () => {
  it('prices a piece without metal by its stones, with the preview after the fields, and passes axe', async () => {
    const phone = await asOwner('/dashboard/addproducts', PHONE);
    try {
      const form = phone.getByRole('form', { name: 'Add product' });
      await form.waitFor();
      await field(form, 'Metal').selectOption({ label: 'None – stones only' });
      await field(form, 'Net metal weight (grams)').fill('1.5');
      await form.getByRole('button', { name: 'Add a stone', exact: true }).click();
      await field(form, 'Origin').selectOption({ label: 'Lab-grown' });
      await field(form, 'Carats (each)').fill('1');
      await field(form, 'Priced').selectOption({ label: 'Fixed price for the line' });
      await field(form, 'Price (US dollars, all stones)').fill('900');
      await eventually(async () => expect(await previewTotal(phone)).toBe(90_000));
      expect(await previewLines(phone)).toEqual([
        ['Metal', 0],
        ['1 × 1.00 ct lab-grown diamond', 90_000],
        ['Total', 90_000],
      ]);
      // One column: the preview follows the stones, and nothing runs off the screen.
      const stonesBox = await form.getByRole('region', { name: 'Stones' }).boundingBox();
      const previewBox = await preview(phone).boundingBox();
      expect(previewBox!.y).toBeGreaterThan(stonesBox!.y + stonesBox!.height - 1);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await settled(phone);
      await expectAccessible(phone);
    } finally {
      await phone.context().close();
    }
  });
});
