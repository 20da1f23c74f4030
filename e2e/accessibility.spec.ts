import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import type { Product } from '#domain/catalog/product.ts';
import { expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { hydrated } from './support/shop.ts';
import { collectionResults, describeFocus, eventually, fetchProducts, queryOf, tabTo } from './support/pages.ts';

const baseUrl = shopUnderTest().baseUrl;
const chromium = useBrowser();
let desktop: Page;
let product: Product;

beforeAll(async () => {
  desktop = await chromium.newPage();
  [product] = (await fetchProducts(baseUrl, { pageSize: 1 })).items as [Product];
});

/** Each public page and what shows that its content (not a skeleton) is there. */
const PAGES: readonly [string, () => string, (page: Page) => Promise<void>][] = [
  ['home', () => '/', (page) => page.getByRole('heading', { name: 'Feature Products' }).waitFor()],
  ['collection', () => '/collection', (page) => collectionResults(page).locator('article').first().waitFor()],
  [
    'product',
    () => `/product/${product.id}`,
    (page) => page.getByRole('heading', { name: product.name, level: 1 }).waitFor(),
  ],
  ['about', () => '/about', (page) => page.getByRole('heading', { level: 1 }).waitFor()],
  ['contact', () => '/contact', (page) => page.getByRole('heading', { level: 1 }).waitFor()],
  ['size guide', () => '/size-guide', (page) => page.getByRole('heading', { level: 1 }).waitFor()],
  ['rates', () => '/rates', (page) => page.locator('[data-chart="rates"] svg.recharts-surface').first().waitFor()],
  ['wishlist', () => '/wish', (page) => page.getByText('Your wishlist is empty.').waitFor()],
  ['cart', () => '/cart', (page) => page.getByText('Your cart is empty.').waitFor()],
  ['not found', () => '/no-such-page', (page) => page.getByText('Oops! Page not found').waitFor()],
];

async function open(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await ready(page);
  // Lazy images and late effects settle before the scan.
  await page.waitForLoadState('load');
}

describe('axe finds no serious or critical violation', () => {
  it('would fail a page that had one: pale text and a button without a name', async () => {
    await open(desktop, '/about', PAGES[3]![2]);
    // Added once React has the page: hydrating would take out what it did not render.
    await hydrated(desktop);
    await desktop.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'afterbegin',
        '<p style="color:#ddd;background:#fff">Hard to read</p><button type="button"><svg width="10" height="10"></svg></button>',
      );
    });
    const failure = await expectAccessible(desktop).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(failure).toContain('color-contrast (serious)');
    expect(failure).toContain('button-name (critical)');
  });

  it.each(PAGES)('on the %s page at desktop width', async (_, path, ready) => {
    await open(desktop, path(), ready);
    await expectAccessible(desktop);
  });

  describe('at phone width', () => {
    let phone: Page;
    beforeAll(async () => {
      phone = await chromium.newPage(PHONE);
    });

    it.each(PAGES.filter(([name]) => name === 'home' || name === 'collection'))(
      'on the %s page',
      async (_, path, ready) => {
        await open(phone, path(), ready);
        await expectAccessible(phone);
      },
    );

    it('with the mobile menu open', async () => {
      await open(phone, '/', PAGES[0]![2]);
      await phone.getByRole('button', { name: 'Menu' }).click();
      await phone.getByRole('link', { name: 'Login' }).waitFor();
      await expectAccessible(phone);
    });
  });
});

describe('keyboard', () => {
  it('reaches the skip link first, and the skip link moves focus to the main content', async () => {
    await open(desktop, '/collection', PAGES[1]![2]);
    await desktop.keyboard.press('Tab');
    await expect.poll(() => describeFocus(desktop)).toBe('a:Skip to content');
    // It becomes visible when focused.
    const box = await desktop.getByRole('link', { name: 'Skip to content' }).boundingBox();
    expect(box!.width).toBeGreaterThan(20);
    expect(box!.height).toBeGreaterThan(10);

    await desktop.keyboard.press('Enter');
    await eventually(async () => expect(await desktop.evaluate(() => document.activeElement?.id)).toBe('main'));
    // The next Tab lands inside the page content, past the header.
    await desktop.keyboard.press('Tab');
    expect(await desktop.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await expect.poll(() => describeFocus(desktop)).toBe('input:Search the collection');
  });

  it('reaches every collection control by Tab', async () => {
    await open(desktop, '/collection', PAGES[1]![2]);
    await desktop.locator('main').focus();
    const trail = await tabTo(desktop, 'a:Next page');
    for (const control of [
      'input:Search the collection',
      'input:All',
      'span:Minimum price',
      'span:Maximum price',
      'input:Min price',
      'input:Max price',
      'span:Minimum weight',
      'span:Maximum weight',
      'input:Min weight',
      'input:Max weight',
      'input:Round',
      'input:Heart',
      'select:Colour from',
      'select:Colour to',
      'select:Clarity from',
      'select:Clarity to',
      'span:Minimum carats',
      'span:Maximum carats',
      'input:Min carats',
      'input:Max carats',
      'select:Sort by',
      'button:Grid view',
      'button:List view',
      'a:Page 1',
      'a:Page 2',
    ]) {
      expect(trail, control).toContain(control);
    }
    // And every product card's link on the way, one tab stop each.
    const cardLinks = trail.filter((entry) => entry.startsWith('a:') && !/^a:(Page \d+|Next page)$/.test(entry));
    expect(cardLinks).toHaveLength(12);
  });

  it('operates the collection with the keyboard alone', async () => {
    await open(desktop, '/collection', PAGES[1]![2]);
    await desktop.locator('main').focus();

    await tabTo(desktop, 'input:Search the collection');
    await desktop.keyboard.type('ring');
    await desktop.keyboard.press('Enter');
    await desktop.waitForURL((url) => url.searchParams.get('q') === 'ring');

    // Arrow keys move through the category radios.
    await tabTo(desktop, 'input:All');
    await desktop.keyboard.press('ArrowRight');
    await desktop.waitForURL((url) => url.searchParams.get('category') === 'Gold');

    await tabTo(desktop, 'input:Max price');
    await desktop.keyboard.press('ControlOrMeta+A');
    await desktop.keyboard.type('2000');
    await desktop.keyboard.press('Enter');
    await desktop.waitForURL((url) => url.searchParams.get('maxPrice') === '2000');

    await tabTo(desktop, 'button:List view');
    await desktop.keyboard.press('Enter');
    await desktop.waitForURL((url) => url.searchParams.get('view') === 'list');
    expect(queryOf(desktop)).toMatchObject({ q: 'ring', category: 'Gold', maxPrice: '2000', view: 'list' });
  });
});
