import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import { shortOrderId } from '#domain/admin/admin-orders.ts';
import type { PricedPiece } from '#domain/catalog/priced-piece.ts';
import type { Product } from '#domain/catalog/product.ts';
import { formatCents } from '#domain/money.ts';
import type { Order } from '#domain/orders/order.ts';
import { breakupRows as rowsIn } from '#domain/pricing/breakup-lines.ts';
import { intlLocale } from '#domain/i18n/languages.ts';
import { translator } from '#server/i18n/translator.ts';
import { callApi, expectToast, signUpFromPage, submitLogin, uniqueEmail } from './support/accounts.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { eventually, fetchAllProducts, parseCents, expectVisible } from './support/pages.ts';
import { addToCartFromPage, fetchCart, fillShippingAndCard, openCartPanel, visit } from './support/shop.ts';

/** The breakup's lines in English, as the shop's English pages and mails write them. */
const breakupRows = (piece: PricedPiece) => rowsIn(piece, translator('en'), intlLocale('en'));
const english = translator('en');

// The price breakup on the product page (server-rendered too), in the cart panel on
// demand, and the breakup paid on /confirm, My Orders and the dashboard's order drawer, at 390 px
// and at desktop width. Expectations come from the API's answers, never from demo prices.
// With SCREENSHOTS_DIR set, each place is photographed there (for a person to look at).

const baseUrl = shopUnderTest().baseUrl;
const owner = shopUnderTest().owner;
const chromium = useBrowser();
const shotsDir = process.env.SCREENSHOTS_DIR;

async function photograph(page: Page, name: string, target?: Locator): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const path = join(shotsDir, `${name}-${width}.png`);
  if (target) await target.screenshot({ path, animations: 'disabled' });
  else await page.screenshot({ path, fullPage: true, animations: 'disabled' });
}

/** Waits until React has taken over the element (it carries React's props): the dashboard has no shop header. */
async function reactReady(locator: Locator): Promise<void> {
  await locator.waitFor();
  await eventually(async () =>
    expect(await locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))).toBe(true),
  );
}

interface ShownBreakup {
  rows: Array<{ label: string; detail: string | null; cents: number }>;
  total: number;
}

/** A breakup table as shown: each row header's label and detail with its amount, and the total. */
async function readBreakup(table: Locator): Promise<ShownBreakup> {
  // Real table semantics: two column headers, a row header per line and one for the total.
  expect(await table.getByRole('columnheader').evaluateAll((cells) => cells.map((c) => c.textContent))).toEqual([
    'Part of the price',
    'Amount',
  ]);
  const rows: ShownBreakup['rows'] = [];
  for (const row of await table.locator('tbody tr').all()) {
    const header = row.getByRole('rowheader');
    const parts = header.locator('span');
    rows.push({
      label: (await parts.nth(0).innerText()).trim(),
      detail: (await parts.count()) > 1 ? (await parts.nth(1).innerText()).trim() : null,
      cents: parseCents(await row.getByRole('cell').innerText()),
    });
  }
  const totalRow = table.locator('tfoot tr');
  expect((await totalRow.getByRole('rowheader').innerText()).trim()).toBe('Total');
  return { rows, total: parseCents(await totalRow.getByRole('cell').innerText()) };
}

/** The table shows the server's breakup of `piece`, labelled by the domain's words, adding up to its price. */
async function expectBreakupOf(table: Locator, piece: PricedPiece, price: number): Promise<void> {
  const shown = await readBreakup(table);
  expect(shown.rows).toEqual(breakupRows(piece).map(({ label, detail, cents }) => ({ label, detail, cents })));
  expect(shown.rows.reduce((sum, row) => sum + row.cents, 0)).toBe(shown.total);
  expect(shown.total).toBe(price);
}

/** Nothing on the page is wider than the window, and the table lies inside it. */
async function expectFits(page: Page, table: Locator): Promise<void> {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const box = (await table.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

let catalogue: Product[];
/** Pieces with a making charge and stones, enough in stock for each journey to buy two. */
let rich: Product[];

beforeAll(async () => {
  catalogue = await fetchAllProducts(baseUrl);
  // Sold as they are (no size to choose): the cart takes them by id. An engraved line's fee is e2e/piece-options.spec.ts's.
  rich = catalogue.filter(
    (p) => p.metal !== null && p.making.kind !== 'none' && p.stones.length > 0 && p.stock >= 2 && p.sizes.length === 0,
  );
  expect(rich.length, 'the demo catalogue has a piece with metal, making and stones in stock').toBeGreaterThan(0);
});

const placed: Array<{ order: Order; viewport: typeof DESKTOP }> = [];

const journeys = [
  { label: 'at desktop width', viewport: DESKTOP, index: 0 },
  { label: 'on a 390 px phone', viewport: PHONE, index: 1 },
] as const;

describe.each(journeys)('the price breakup $label', ({ viewport, index }) => {
  let page: Page;
  let piece: Product;
  let other: Product;
  let order: Order;

  beforeAll(async () => {
    piece = rich[index % rich.length]!;
    other = catalogue.find(
      (p) =>
        p.id !== piece.id && !rich.slice(0, 2).includes(p) && p.metal !== null && p.stock >= 2 && p.sizes.length === 0,
    )!;
    page = await chromium.newPage(viewport);
  });
  afterAll(() => page.context().close());

  it('shows a table on the product page that adds up to the price shown, rendered on the server too', async () => {
    // Before any script runs: the server's HTML already holds the table and its total.
    const html = await (await fetch(`${baseUrl}/product/${piece.id}`)).text();
    expect(html).toContain('<caption');
    expect(html).toContain('Price breakup');
    expect(html).toContain(formatCents(piece.breakup.totalCents));

    await visit(page, `/product/${piece.id}`);
    await page.getByRole('heading', { level: 1, name: piece.name }).waitFor();
    const table = page.getByRole('table', { name: 'Price breakup', exact: true });
    await expectBreakupOf(table, piece, piece.price);
    const shownPrice = parseCents(await page.locator('p', { hasText: /^Estimated price:/ }).innerText());
    expect(shownPrice).toBe(piece.price);
    // The metal line names the karat, and the weight and rate it was priced at.
    const metal = (await readBreakup(table)).rows[0]!;
    expect(metal.detail).toContain(`× ${formatCents(piece.perGram)}/g`);
    await expectFits(page, table);
    await expectAccessible(page);
    await table.scrollIntoViewIfNeeded();
    await photograph(page, 'product');
  });

  it('opens each cart line’s breakup on demand from the keyboard, in the panel', async () => {
    await signUpFromPage(page, viewport === PHONE ? 'Layla Breakup' : 'Samir Breakup', uniqueEmail('breakup'));
    await addToCartFromPage(page, piece.id, 2);
    await addToCartFromPage(page, other.id, 1);
    await visit(page, '/');
    const panel = await openCartPanel(page);
    const cart = await fetchCart(page);
    const line = cart.lines.find((l) => l.productId === piece.id)!;

    const button = panel.getByRole('button', { name: `Price breakup: ${piece.name}`, exact: true });
    await button.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const table = panel.getByRole('table', { name: `Price breakup: ${piece.name}`, exact: true });
    expect(await table.count()).toBe(0);

    await button.focus();
    await page.keyboard.press('Enter');
    await eventually(async () => expect(await button.getAttribute('aria-expanded')).toBe('true'));
    await table.waitFor();
    await expectVisible(panel.locator(`[id="${await button.getAttribute('aria-controls')}"]`));
    await expectBreakupOf(table, line, line.unitPrice);
    // Two pieces on the line: the table is for one.
    await expectVisible(panel.getByText('For one piece.', { exact: false }));
    await expectFits(page, table);
    await expectAccessible(page);
    await table.scrollIntoViewIfNeeded();
    await photograph(page, 'cart-panel', panel);

    await page.keyboard.press('Space');
    await eventually(async () => expect(await button.getAttribute('aria-expanded')).toBe('false'));
    expect(await table.count()).toBe(0);
    await page.keyboard.press('Space');
    await table.waitFor();
  });

  it('pays, and /confirm shows the breakup each line was paid at', async () => {
    const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
    await panel.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(`${baseUrl}/payment`);
    const form = page.getByRole('form', { name: 'Checkout' });
    await form.getByRole('button', { name: /^Pay \$/ }).waitFor();
    await fillShippingAndCard((id) => form.getByLabel(english(id), { exact: true }));
    await form.getByRole('button', { name: /^Pay \$/ }).click();
    await expectToast(page, 'Payment Confirmed', 'Your order has been placed!');
    await page.waitForURL(/\/confirm\?order=/);
    const orderId = new URL(page.url()).searchParams.get('order')!;
    await page.getByRole('heading', { level: 1, name: 'Order Confirmed' }).waitFor();
    order = (await callApi(page, 'GET', `/api/orders/${encodeURIComponent(orderId)}`)).body as Order;
    placed.push({ order, viewport });
    expect(order.lines).toHaveLength(2);

    const details = page.getByRole('region', { name: `Order ${order.number}` });
    for (const line of order.lines) {
      expect(line.breakup, `${line.name} keeps its breakup`).not.toBeNull();
      const button = details.getByRole('button', { name: `Price breakup: ${line.name}`, exact: true });
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      const table = details.getByRole('table', { name: `Price breakup: ${line.name}`, exact: true });
      await expectBreakupOf(table, line.breakup!, line.unitPrice);
      await expectFits(page, table);
    }
    await expectAccessible(page);
    await photograph(page, 'confirm');
  });

  it('shows the breakup paid under My Orders, behind each line’s button', async () => {
    await visit(page, '/account/orders');
    const card = page.getByRole('article', { name: `Order ${order.number}` });
    await card.waitFor();
    const line = order.lines.find((l) => l.productId === piece.id)!;
    const button = card.getByRole('button', { name: `Price breakup: ${line.name}`, exact: true });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    const table = card.getByRole('table', { name: `Price breakup: ${line.name}`, exact: true });
    await expectBreakupOf(table, line.breakup!, line.unitPrice);
    await expectFits(page, table);
    await expectAccessible(page);
    await photograph(page, 'my-orders', card);
  });
});

describe('the dashboard’s order drawer', () => {
  let admin: Page;

  beforeAll(async () => {
    admin = await chromium.newPage(DESKTOP);
    await visit(admin, '/login');
    await submitLogin(admin, owner.email, owner.password);
    await expectToast(admin, 'Logged In Successfully!');
    await admin.waitForURL(`${baseUrl}/`);
  });
  afterAll(() => admin.context().close());

  it('shows each line’s breakup paid, at desktop width and on a phone', async () => {
    expect(placed.length).toBe(2);
    for (const { order, viewport } of placed) {
      await admin.setViewportSize(viewport);
      await admin.goto(`${baseUrl}/dashboard/order?q=${encodeURIComponent(order.number)}`);
      const short = shortOrderId(order.id);
      const view = admin.getByRole('button', { name: `View order #${short}`, exact: true });
      await reactReady(view);
      await view.click();
      const drawer = admin.getByRole('dialog', { name: `Order #${short}` });
      await drawer.waitFor();
      for (const line of order.lines) {
        const button = drawer.getByRole('button', { name: `Price breakup: ${line.name}`, exact: true });
        expect(await button.getAttribute('aria-expanded')).toBe('false');
        await button.click();
        const table = drawer.getByRole('table', { name: `Price breakup: ${line.name}`, exact: true });
        await expectBreakupOf(table, line.breakup!, line.unitPrice);
        await expectFits(admin, table);
      }
      await expectAccessible(admin);
      await photograph(admin, 'dashboard-drawer', drawer);
      await drawer.getByRole('button', { name: 'Close order details', exact: true }).click();
      await drawer.waitFor({ state: 'detached' });
    }
  });
});
