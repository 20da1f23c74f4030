import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import { expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import {
  collectionResults,
  describeFocus,
  eventually,
  expectListed,
  fetchAllProducts,
  fetchProducts,
  queryOf,
} from './support/pages.ts';
import { shopUnderTest } from './support/shop-under-test.ts';

// Diamond grades as a buyer uses them: the collection filtered by shape and colour from the
// keyboard, and a product page's table of each stone's grades, in both languages.

const baseUrl = shopUnderTest().baseUrl;
const chromium = useBrowser();
let catalogue: Product[];

beforeAll(async () => {
  catalogue = await fetchAllProducts(baseUrl);
});

const names = (products: readonly { name: string }[]) => products.map((product) => product.name);
const productNamed = (name: string) => catalogue.find((product) => product.name === name)!;

describe('the collection filtered by diamond grades', () => {
  it('filters by shapes and a colour range from the keyboard, and says so in the URL', async () => {
    const page = await chromium.open('/collection');
    await collectionResults(page).locator('article').first().waitFor();
    const filters = page.getByRole('complementary', { name: 'Search and filters' });

    await filters.getByRole('checkbox', { name: 'Round' }).focus();
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.searchParams.get('shape') === 'round');
    // The shapes are one Tab apart, in the scale's order.
    for (const shape of ['Princess', 'Cushion', 'Oval']) {
      await page.keyboard.press('Tab');
      await expect.poll(() => describeFocus(page)).toBe(`input:${shape}`);
    }
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.searchParams.get('shape') === 'round,oval');

    await filters.getByLabel('Colour to').focus();
    await page.keyboard.press('g');
    await page.waitForURL((url) => url.searchParams.get('colorTo') === 'G');
    expect(queryOf(page)).toEqual({ shape: 'round,oval', colorTo: 'G' });

    // The colour must drop a piece the shapes kept: otherwise the shapes' list already reads as
    // the answer, and the wait below could pass before the colour's own list is drawn.
    const shapesOnly = await fetchProducts(baseUrl, { shape: 'round,oval' });
    const expected = await fetchProducts(baseUrl, { shape: 'round,oval', colorTo: 'G' });
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(shapesOnly.total);
    await expectListed(page, names(expected.items));
    expect(names(expected.items)).toContain('Diamond Halo Pendant');
    expect(await filters.getByRole('checkbox', { name: 'Oval' }).isChecked()).toBe(true);
    // The list fades back in from the previous filter's: axe reads its colours once it has.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[aria-busy]')].every(
        (list) => list.getAttribute('aria-busy') === 'false' && getComputedStyle(list).opacity === '1',
      ),
    );
    await expectAccessible(page);
  });

  it('opens on a phone in Arabic with the shared link’s grades chosen', async () => {
    const page = await chromium.open('/ar/collection?shape=oval&clarityTo=VVS2', { viewport: PHONE });
    const expected = await fetchProducts(baseUrl, { shape: 'oval', clarityTo: 'VVS2' });
    expect(expected.total).toBeGreaterThan(0);
    // The Arabic pages show each piece's Arabic name.
    const results = page.getByRole('region', { name: 'النتائج' });
    await eventually(async () =>
      expect(await results.locator('article h3').allTextContents()).toEqual(
        expected.items.map((product) => product.nameAr ?? product.name),
      ),
    );
    const filters = page.getByRole('complementary', { name: 'البحث والتصفية' });
    await filters.getByRole('button', { name: /التصفية/ }).click();
    expect(await filters.getByRole('checkbox', { name: 'بيضاوي' }).isChecked()).toBe(true);
    expect(await filters.getByLabel('النقاء إلى').inputValue()).toBe('VVS2');
    await expectAccessible(page);
  });
});

describe('a product page’s stone grades', () => {
  it('shows each grade of the solitaire, with its certificate', async () => {
    const solitaire = productNamed('Almas Diamond Solitaire Ring');
    const page = await chromium.open(`/product/${solitaire.id}`);
    const table = page.getByRole('table', { name: 'Stone grades' });
    const cell = (row: string) => table.getByRole('row', { name: new RegExp(`^${row}`) }).getByRole('cell');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Diamond']);
    expect(await cell('Shape').textContent()).toBe('Round');
    expect(await cell('Carats each').textContent()).toBe('0.70 ct');
    expect(await cell('Colour').textContent()).toBe('G');
    expect(await cell('Clarity').textContent()).toBe('VS1');
    expect(await cell('Cut').textContent()).toBe('Excellent');
    expect(await cell('Origin').textContent()).toBe('Natural');
    expect(await cell('Certificate').textContent()).toBe('GIA 2141438167');
  });

  it('says a lab-grown diamond is lab-grown, in Arabic on a phone, with the letters in Latin', async () => {
    const bangle = productNamed('Diamond Eternity Bangle');
    const page = await chromium.open(`/ar/product/${bangle.id}`, { viewport: PHONE });
    const table = page.getByRole('table', { name: 'درجات الأحجار' });
    const cell = (row: string) => table.getByRole('row', { name: new RegExp(`^${row}`) }).getByRole('cell');
    expect(await cell('المنشأ').textContent()).toBe('مصنّع في المختبر');
    expect(await cell('اللون').textContent()).toBe('F');
    expect(await cell('الشكل').textContent()).toBe('دائري');
    // Fits the phone: the page does not scroll sideways. Scanned here, the harder case of the two.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
  });
});
