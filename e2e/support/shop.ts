import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import type { Wishlist } from '#domain/wishlist/wishlist.ts';
import type { MessageId } from '#domain/i18n/messages.ts';
import { callApi } from './accounts.ts';
import { eventually, expectListed, fetchAllProducts, parseCents } from './pages.ts';
import { shopUnderTest } from './shop-under-test.ts';

/**
 * Waits until React has taken over the server-rendered page (the header's cart link carries
 * React's props): a click before that reaches a plain link or a button without its handler.
 */
export async function hydrated(page: Page): Promise<void> {
  await hydratedElement(page.locator('header a[href="/cart"], header a[href="/ar/cart"]').first());
}

/**
 * Waits until React has taken over one element: for a part the browser hydrates after the page
 * (deferredIsland: below the fold, its code fetched once the page runs).
 */
export async function hydratedElement(locator: Locator): Promise<void> {
  const element = await locator.elementHandle();
  // React gives an element its props while it renders, before it commits: a click in between found
  // the element's handler missing (a link followed without its onClick). So also wait for the root
  // the element belongs to to have committed its hydration.
  await locator.page().waitForFunction((node) => {
    if (!Object.keys(node!).some((key) => key.startsWith('__reactProps'))) return false;
    for (let at: Node | null = node; at; at = at.parentNode) {
      const key = Object.keys(at).find((name) => name.startsWith('__reactContainer'));
      if (!key) continue;
      const root = (
        at as unknown as Record<string, { stateNode: { current: { memoizedState: { isDehydrated?: boolean } } } }>
      )[key]!.stateNode;
      return root.current.memoizedState.isDehydrated !== true;
    }
    return false;
  }, element);
}

/** Opens `path` of this worker's shop in the page's tab and waits for React to take over. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${shopUnderTest().baseUrl}${path}`);
  await hydrated(page);
}

/** The page's top-level heading, by its exact text. */
export const pageHeading = (page: Page, name: string): Locator =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** The demo catalogue as the cart and checkout tests pick from it. */
export interface DemoPieces {
  catalogue: Product[];
  /** The home page's four cards (the default list's first four): their hearts save to the wishlist. */
  featured: Product[];
  /**
   * Pieces with stock to spare, none of them featured and none made to size (one made to size is
   * added from its page with its size: e2e/piece-options.spec.ts). Each test file takes its own indexes.
   */
  plenty: Product[];
}

export async function demoPieces(): Promise<DemoPieces> {
  const catalogue = await fetchAllProducts(shopUnderTest().baseUrl);
  const featured = catalogue.slice(0, 4);
  const plenty = catalogue.filter((p) => p.stock >= 4 && !featured.includes(p) && p.sizes.length === 0);
  expect(
    plenty.length,
    'the demo catalogue has at least 9 unfeatured pieces with 4+ in stock and no size to choose',
  ).toBeGreaterThanOrEqual(9);
  expect(
    featured.filter((p) => p.stock > 0).length,
    'two featured pieces in stock (one is moved to a cart)',
  ).toBeGreaterThanOrEqual(2);
  return { catalogue, featured, plenty };
}

/** "Cart, 1 item", "Wishlist, 3 items": the header links' accessible names. */
export const countLabel = (label: string, count: number) => `${label}, ${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The header's cart and wishlist links, whatever their counts. Found while a dialog is open too
 * (the dialog hides the rest of the page from assistive technology meanwhile).
 */
export function headerLists(page: Page): { cart: Locator; wishlist: Locator } {
  const banner = page.getByRole('banner', { includeHidden: true });
  return {
    cart: banner.getByRole('link', { name: /^Cart, \d+ items?$/, includeHidden: true }),
    wishlist: banner.getByRole('link', { name: /^Wishlist, \d+ items?$/, includeHidden: true }),
  };
}

/** Waits until the header's badges say `cart` and `wishlist` (names and visible bubbles). */
export async function expectBadges(page: Page, counts: { cart: number; wishlist: number }): Promise<void> {
  const { cart, wishlist } = headerLists(page);
  await eventually(async () => {
    // Short waits: a missing element fails this attempt instead of using up the whole timeout.
    expect(await cart.getAttribute('aria-label', { timeout: 1000 })).toBe(countLabel('Cart', counts.cart));
    expect(await wishlist.getAttribute('aria-label', { timeout: 1000 })).toBe(countLabel('Wishlist', counts.wishlist));
  });
  expect((await cart.innerText()).trim()).toBe(String(counts.cart));
  expect((await wishlist.innerText()).trim()).toBe(String(counts.wishlist));
}

/** The cart side panel (a dialog named by its title). */
export const cartPanel = (page: Page): Locator => page.getByRole('dialog', { name: 'Shopping Cart' });

/** Opens the cart panel from the header's cart button and waits for it. */
export async function openCartPanel(page: Page): Promise<Locator> {
  await headerLists(page).cart.click();
  const panel = cartPanel(page);
  await panel.waitFor();
  return panel;
}

export interface ShownLine {
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** Lines sorted by name: a page and the server may list them in different orders. */
export const inNameOrder = <T extends { name: string }>(lines: T[]): T[] =>
  [...lines].sort((a, b) => a.name.localeCompare(b.name));

/** A server cart's (quote's, order's) lines as the page should show them, in name order. */
export const expectedLines = (cart: { lines: ShownLine[] }): ShownLine[] =>
  inNameOrder(cart.lines.map(({ name, quantity, unitPrice, lineTotal }) => ({ name, quantity, unitPrice, lineTotal })));

/**
 * The cart lines shown under `scope` (the panel or the /cart page): name, 'Qty: n', and the
 * prices found through the screen-reader labels 'Unit price:' and 'Line total:'.
 */
export async function readCartLines(scope: Locator): Promise<ShownLine[]> {
  const lines = scope.locator('li:has(output)');
  const shown: ShownLine[] = [];
  for (const line of await lines.all()) {
    const text = await line.innerText();
    const quantity = /Qty: (\d+)/.exec(await line.locator('output').innerText());
    const unit = /Unit price:\s*(\$[\d,]+\.\d{2})/.exec(text);
    const total = /Line total:\s*(\$[\d,]+\.\d{2})/.exec(text);
    if (!quantity || !unit || !total) throw new Error(`Unreadable cart line: ${JSON.stringify(text)}`);
    shown.push({
      name: (await line.getByRole('heading', { level: 3 }).innerText()).trim(),
      quantity: Number(quantity[1]),
      unitPrice: parseCents(unit[1]!),
      lineTotal: parseCents(total[1]!),
    });
  }
  return shown;
}

/**
 * The order lines under `scope` (the checkout's summary, /confirm, an order card): the name is the
 * first paragraph, then 'Qty: n × $unit', then the line's total.
 */
export async function readOrderLines(scope: Locator): Promise<ShownLine[]> {
  const shown: ShownLine[] = [];
  for (const line of await scope.locator('li:has-text("Qty:")').all()) {
    const text = await line.innerText();
    const match = /Qty: (\d+) × (\$[\d,]+\.\d{2})\s+(\$[\d,]+\.\d{2})/.exec(text);
    if (!match) throw new Error(`Unreadable order line: ${JSON.stringify(text)}`);
    shown.push({
      name: (await line.locator('p').first().innerText()).trim(),
      quantity: Number(match[1]),
      unitPrice: parseCents(match[2]!),
      lineTotal: parseCents(match[3]!),
    });
  }
  return shown;
}

/** Subtotal, 'Tax (8%)' and Total of the summary list under `scope`, in cents. */
export async function readTotals(scope: Locator): Promise<{ subtotal: number; tax: number; total: number }> {
  const value = async (term: string) => {
    const dd = scope.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }).locator('+ dd');
    expect(await dd.count(), `one '${term}' in the summary`).toBe(1);
    return parseCents(await dd.innerText());
  };
  return { subtotal: await value('Subtotal'), tax: await value('Tax (8%)'), total: await value('Total') };
}

/** The page's shopper's cart as the server prices it. */
export async function fetchCart(page: Page): Promise<Cart> {
  const { status, body } = await callApi(page, 'GET', '/api/cart');
  expect(status, 'GET /api/cart').toBe(200);
  return body as Cart;
}

export async function fetchWishlist(page: Page): Promise<Wishlist> {
  const { status, body } = await callApi(page, 'GET', '/api/wish');
  expect(status, 'GET /api/wish').toBe(200);
  return body as Wishlist;
}

/** Puts pieces in the page's shopper's cart through the API (for tests about something else). */
export async function addToCartFromPage(page: Page, productId: string, quantity = 1): Promise<Cart> {
  const { status, body } = await callApi(page, 'POST', '/api/cart', { productId, quantity });
  if (status !== 200) throw new Error(`POST /api/cart ${productId}: ${status} ${JSON.stringify(body)}`);
  return body as Cart;
}

export async function addToWishlistFromPage(page: Page, productId: string): Promise<void> {
  const { status, body } = await callApi(page, 'POST', '/api/wish', { productId });
  if (status !== 200) throw new Error(`POST /api/wish ${productId}: ${status} ${JSON.stringify(body)}`);
}

/** 8% of the subtotal in cents, rounded half-up, computed here independently. */
export const taxOf = (subtotal: number) => Math.floor((subtotal * 8 + 50) / 100);

/** Checks a priced cart's arithmetic: lines, subtotal, 8% tax (half-up), total, piece count. */
export function expectCartArithmetic(
  cart: Pick<Cart, 'subtotal' | 'tax' | 'total' | 'itemCount'> & {
    lines: { quantity: number; unitPrice: number; lineTotal: number }[];
  },
): void {
  for (const line of cart.lines) expect(line.lineTotal).toBe(line.unitPrice * line.quantity);
  expect(cart.subtotal).toBe(cart.lines.reduce((sum, line) => sum + line.lineTotal, 0));
  expect(cart.tax).toBe(taxOf(cart.subtotal));
  expect(cart.total).toBe(cart.subtotal + cart.tax);
  expect(cart.itemCount).toBe(cart.lines.reduce((sum, line) => sum + line.quantity, 0));
}

/** GET /api/products/:id straight from the server. */
export async function fetchProduct(baseUrl: string, id: string): Promise<Product> {
  const response = await fetch(`${baseUrl}/api/products/${encodeURIComponent(id)}`);
  if (!response.ok) throw new Error(`GET /api/products/${id} answered ${response.status}`);
  return (await response.json()) as Product;
}

/**
 * Fills the checkout form's shipping address (Baton Rouge) and the test card that always succeeds,
 * each field found by its label in the page's language (`field`).
 */
export async function fillShippingAndCard(field: (id: MessageId) => Locator): Promise<void> {
  await field('checkout.shipping.phone').fill('(225) 555-0142');
  await field('checkout.shipping.street').fill('4520 Government St');
  await field('checkout.shipping.city').fill('Baton Rouge');
  await field('checkout.shipping.state').selectOption('LA');
  await field('checkout.shipping.zip').fill('70806');
  await field('checkout.card.number').fill('4242 4242 4242 4242');
  await field('checkout.card.expiry').fill(`12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
  await field('checkout.card.cvc').fill('123');
}

/** The metals' rates as the shop serves them. */
export async function fetchMetals(baseUrl: string): Promise<MetalPrice[]> {
  return (await (await fetch(`${baseUrl}/api/metals`)).json()) as MetalPrice[];
}

/** Searches the storefront collection and returns the cards it lists (exactly `names`). */
export async function searchCollection(page: Page, term: string, names: readonly string[]) {
  await visit(page, '/collection');
  const search = page.getByRole('searchbox', { name: 'Search the collection' });
  await search.fill(term);
  await search.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === term);
  return expectListed(page, names);
}

/** A product page's main price ("Estimated price: $…"), in cents. */
export async function productPagePrice(page: Page): Promise<number> {
  return parseCents(await page.locator('p', { hasText: /^Estimated price:/ }).innerText());
}

/**
 * Presses Pay once it can pay (it says it cannot, aria-disabled, while the quote for what was just
 * typed is asked for) and waits for `confirmUrl`. A refusal the page shows instead (an alert in the
 * form) fails with its words; and no alert may show in the form between Pay and the confirmation
 * (placing the order empties the cart, which must not flash an error).
 */
export async function payAndConfirm(page: Page, pay: Locator, confirmUrl: RegExp): Promise<void> {
  await expect.poll(() => pay.getAttribute('aria-disabled'), { timeout: 30_000 }).toBeNull();
  await pay.evaluate((button) => {
    const form = button.closest('form')!;
    const seen: string[] = [];
    (window as unknown as { alertsAfterPay: string[] }).alertsAfterPay = seen;
    new MutationObserver(() => {
      for (const alert of form.querySelectorAll('[role="alert"]')) {
        const text = alert.textContent?.trim() ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(form, { subtree: true, childList: true, characterData: true });
  });
  await pay.click();
  const refusal = page.getByRole('form').getByRole('alert');
  await eventually(async () => {
    if (confirmUrl.test(page.url())) return;
    if (await refusal.count()) throw new Error(`Payment refused: ${(await refusal.first().innerText()).trim()}`);
    throw new Error(`Still at ${page.url()}, not ${confirmUrl}`);
  }, 30_000);
  const alerts = await page.evaluate(() => (window as unknown as { alertsAfterPay: string[] }).alertsAfterPay);
  expect(alerts, 'alerts in the form between Pay and the confirmation').toEqual([]);
}
