import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import type { Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { Order } from '#domain/orders/order.ts';
import {
  callApi,
  expectToast,
  GOOD_PASSWORD,
  headerEntries,
  readMail,
  signUpFromPage,
  submitLogin,
  uniqueEmail,
  whoAmI,
} from './support/accounts.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { describeFocus, eventually, parseCents, expectVisible } from './support/pages.ts';
import {
  addToCartFromPage,
  addToWishlistFromPage,
  cartPanel,
  expectBadges,
  expectCartArithmetic,
  fetchCart,
  fetchProduct,
  fetchWishlist,
  headerLists,
  hydrated,
  openCartPanel,
  readCartLines,
  readOrderLines,
  readTotals,
  demoPieces,
  expectedLines,
  inNameOrder,
  pageHeading,
  visit,
} from './support/shop.ts';
import { ADDRESS, checkoutFields, EXPIRY, fieldErrors, watchCheckout } from './support/checkout.ts';

const baseUrl = shopUnderTest().baseUrl;
const dataDir = shopUnderTest().dataDir;
const home = `${baseUrl}/`;
const chromium = useBrowser();

let catalogue: Product[];
let featured: Product[];
let plenty: Product[];

beforeAll(async () => {
  ({ catalogue, featured, plenty } = await demoPieces());
});

/** The panel's lines and totals are the server's, and the arithmetic holds. */
async function expectPanelMatchesServer(page: Page, panel: Locator): Promise<Cart> {
  return eventually(async () => {
    const cart = await fetchCart(page);
    expectCartArithmetic(cart);
    expect(inNameOrder(await readCartLines(panel))).toEqual(expectedLines(cart));
    expect(await readTotals(panel)).toEqual({ subtotal: cart.subtotal, tax: cart.tax, total: cart.total });
    expect(await panel.getByText(`${cart.itemCount} pieces`, { exact: true }).count()).toBe(1);
    return cart;
  });
}
/** Opens the account's 'My Orders' from the header (in the menu on a phone). */
async function openMyOrders(page: Page, phone: boolean): Promise<void> {
  const banner = page.getByRole('banner');
  if (phone) await banner.getByRole('button', { name: 'Menu', exact: true }).click();
  await banner.getByRole('link', { name: 'My Orders', exact: true }).filter({ visible: true }).click();
  await page.waitForURL(`${baseUrl}/account/orders`);
  await pageHeading(page, 'My Orders').waitFor();
}

const journeys = [
  { label: 'at desktop width, registering on /register', viewport: DESKTOP, index: 0, signIn: 'register' },
  { label: 'on a 390 px phone, signing in to an existing account', viewport: PHONE, index: 1, signIn: 'login' },
] as const;

describe.each(journeys)('a shopper’s journey $label', ({ viewport, index, signIn }) => {
  const phone = viewport === PHONE;
  const name = phone ? 'Yusuf Al-Amin' : 'Mariam Saleh';
  const email = uniqueEmail(phone ? 'phone.buyer' : 'desk.buyer');
  let page: Page;
  let seen: ReturnType<typeof watchCheckout>;
  /** Bought twice (the product page's stepper) and once. */
  let twice: Product;
  let once: Product;
  /** Already in the existing account's cart (phone journey): the merge must keep it. */
  let waiting: Product | undefined;
  /** Saved from the home page's cards: one stays saved, one goes to the cart and is removed there. */
  let saved: Product;
  let movedThenRemoved: Product;
  const stockBefore = new Map<string, number>();
  let cartBeforeCheckout: Cart;
  let order: Order;

  beforeAll(async () => {
    [twice, once, waiting] = [plenty[index * 3]!, plenty[index * 3 + 1]!, plenty[index * 3 + 2]!];
    if (signIn === 'register') waiting = undefined;
    // Moved from the wishlist without its page: a piece with nothing to choose. The one that stays
    // saved is made to size: the wishlist sends it to its page to choose one.
    const inStock = featured.filter((p) => p.stock > 0 && p.sizes.length === 0 && p.engraving === null);
    [saved, movedThenRemoved] = [featured.find((p) => p.stock > 0 && p.sizes.length > 0)!, inStock[0]!];
    if (signIn === 'login') {
      // The account exists already, with a piece in its cart and the same piece saved as the
      // visitor will save: after sign-in the carts add up and the wishlist holds it once.
      const earlier = await chromium.open('/wish');
      await signUpFromPage(earlier, name, email);
      await addToCartFromPage(earlier, waiting!.id, 1);
      await addToWishlistFromPage(earlier, saved.id);
      await earlier.context().close();
    }
    for (const product of [twice, once, waiting]) {
      if (product) stockBefore.set(product.id, (await fetchProduct(baseUrl, product.id)).stock);
    }
    page = await chromium.newPage(viewport);
    seen = watchCheckout(page);
  });
  afterAll(() => page.context().close());

  it('adds a piece twice with the product page’s stepper and another once: a toast, and the panel opens', async () => {
    await visit(page, `/product/${twice.id}`);
    await pageHeading(page, twice.name).waitFor();
    await expectBadges(page, { cart: 0, wishlist: 0 });
    await page.getByRole('button', { name: 'Increase quantity', exact: true }).click();
    await eventually(async () => expect(await page.getByRole('status', { name: 'Quantity' }).innerText()).toBe('2'));
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expectToast(page, 'Added to Your Cart');
    const panel = cartPanel(page);
    await panel.waitFor();
    await eventually(async () => expect(await readCartLines(panel)).toMatchObject([{ name: twice.name, quantity: 2 }]));
    await panel.getByRole('button', { name: 'Close cart', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
    await expectBadges(page, { cart: 2, wishlist: 0 });

    await visit(page, `/product/${once.id}`);
    await pageHeading(page, once.name).waitFor();
    await expectBadges(page, { cart: 2, wishlist: 0 });
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expectToast(page, 'Added to Your Cart');
    await panel.waitFor();
    await eventually(async () =>
      expect(inNameOrder(await readCartLines(panel))).toMatchObject(
        inNameOrder([
          { name: twice.name, quantity: 2 },
          { name: once.name, quantity: 1 },
        ]),
      ),
    );
    await expectBadges(page, { cart: 3, wishlist: 0 });
    await panel.getByRole('button', { name: 'Continue Shopping', exact: true }).click();
    await panel.waitFor({ state: 'detached' });
  });

  it('saves two pieces with the hearts on the home page’s cards, and moves one to the cart from /wish', async () => {
    await visit(page, '/');
    const cards = page.getByRole('region', { name: 'Feature Products' });
    for (const [count, product] of [saved, movedThenRemoved].entries()) {
      const heart = cards.getByRole('button', { name: `Save ${product.name} to wishlist`, exact: true });
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      await heart.click();
      await expectToast(page, 'Added to Wishlist!');
      await eventually(async () => expect(await heart.getAttribute('aria-pressed')).toBe('true'));
      await expectBadges(page, { cart: 3, wishlist: count + 1 });
    }

    await headerLists(page).wishlist.click();
    await page.waitForURL(`${baseUrl}/wish`);
    await pageHeading(page, 'Wishlist').waitFor();
    const list = page.getByRole('region', { name: 'Saved pieces' });
    await list.getByRole('heading', { name: movedThenRemoved.name }).waitFor();
    expect(await list.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(
      expect.arrayContaining([saved.name, movedThenRemoved.name]),
    );
    expect(await page.getByText('2 saved pieces', { exact: false }).count()).toBe(1);
    await expectAccessible(page);
    const chooseSize = list.getByRole('link', { name: `Choose size: ${saved.name}`, exact: true });
    expect(await chooseSize.getAttribute('href')).toBe(`/product/${saved.id}`);
    expect(await list.getByRole('button', { name: `Move to cart: ${saved.name}` }).count()).toBe(0);

    await list.getByRole('button', { name: `Move to cart: ${movedThenRemoved.name}`, exact: true }).click();
    await expectToast(page, 'Added to Your Cart');
    await cartPanel(page).waitFor();
    await expectBadges(page, { cart: 4, wishlist: 1 });
    // The page behind the open panel (hidden from assistive technology meanwhile) lists one piece.
    const behind = page.getByRole('region', { name: 'Saved pieces', includeHidden: true });
    expect(await behind.getByRole('heading', { level: 3, includeHidden: true }).allInnerTexts()).toEqual([saved.name]);
    expect((await fetchWishlist(page)).items.map((item) => item.productId)).toEqual([saved.id]);
  });

  it('shows every line with the server’s prices, the 8% tax and the total, and the visitor’s way to check out', async () => {
    const panel = cartPanel(page);
    const cart = await expectPanelMatchesServer(page, panel);
    expect(cart.lines.map((line) => line.productId).sort()).toEqual([twice.id, once.id, movedThenRemoved.id].sort());
    expect(cart.itemCount).toBe(4);
    // The prices are the catalogue's (nothing the browser sent).
    for (const line of cart.lines) {
      expect(line.unitPrice).toBe(catalogue.find((p) => p.id === line.productId)!.price);
    }

    await panel.getByText('Please log in to checkout', { exact: true }).waitFor();
    await expectVisible(panel.getByRole('button', { name: 'Continue with Google' }));
    expect(await panel.getByRole('link', { name: 'Log in with email' }).getAttribute('href')).toBe(
      '/login?redirect=/cart',
    );
    expect(await panel.getByRole('link', { name: 'Proceed to Checkout' }).count()).toBe(0);
    await expectAccessible(page);

    // The panel's own stepper changes a line, and the totals follow the server.
    const more = panel.getByRole('button', { name: `Increase quantity of ${once.name}`, exact: true });
    const less = panel.getByRole('button', { name: `Decrease quantity of ${once.name}`, exact: true });
    expect(await less.isDisabled()).toBe(true);
    await more.click();
    await eventually(async () => expect((await fetchCart(page)).itemCount).toBe(5));
    await expectBadges(page, { cart: 5, wishlist: 1 });
    const raised = await expectPanelMatchesServer(page, panel);
    expect(raised.lines.find((line) => line.productId === once.id)!.quantity).toBe(2);
    await less.click();
    await expectBadges(page, { cart: 4, wishlist: 1 });
    await expectPanelMatchesServer(page, panel);
  });

  it('removes a line only after the confirmation, with the Removed! toast', async () => {
    const panel = cartPanel(page);
    const remove = panel.getByRole('button', { name: `Remove ${movedThenRemoved.name} from cart`, exact: true });
    await remove.click();
    const ask = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await ask.waitFor();
    await expectVisible(ask.getByText("You won't be able to revert this!", { exact: true }));
    await ask.getByRole('button', { name: 'Cancel', exact: true }).click();
    await ask.waitFor({ state: 'detached' });
    expect((await fetchCart(page)).itemCount).toBe(4);
    expect(await panel.getByRole('heading', { name: movedThenRemoved.name }).count()).toBe(1);

    await remove.click();
    await ask.getByRole('button', { name: 'Yes, remove it!', exact: true }).click();
    await expectToast(page, 'Removed!', 'Item has been removed from your cartlist.');
    await panel.getByRole('heading', { name: movedThenRemoved.name }).waitFor({ state: 'detached' });
    // The panel stays open for the rest of the cart.
    await expectVisible(panel);
    await expectBadges(page, { cart: 3, wishlist: 1 });
    cartBeforeCheckout = await expectPanelMatchesServer(page, panel);
    expect(cartBeforeCheckout.lines.map((line) => line.productId).sort()).toEqual([twice.id, once.id].sort());
  });

  if (signIn === 'register') {
    it('registers from the panel’s sign-in link, and the cart and wishlist come along', async () => {
      await cartPanel(page).getByRole('link', { name: 'Log in with email' }).click();
      await page.waitForURL(`${baseUrl}/login?redirect=/cart`);
      await pageHeading(page, 'Sign In').waitFor();
      await page.getByRole('link', { name: /Create an Account/ }).click();
      await page.waitForURL(`${baseUrl}/register?redirect=/cart`);
      await pageHeading(page, 'Create an Account').waitFor();
      await page.getByLabel('Full name', { exact: true }).fill(name);
      await page.getByLabel('Email address', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expectToast(page, 'Registered Successfully!');
      // Registration lands on the home page, signed in.
      await page.waitForURL(home);
      await headerEntries(page).logout.waitFor();
      expect(await whoAmI(page)).toMatchObject({ email, name });
      await expectBadges(page, { cart: 3, wishlist: 1 });
      const merged = await fetchCart(page);
      expect(expectedLines(merged)).toEqual(expectedLines(cartBeforeCheckout));
      expect((await fetchWishlist(page)).items.map((item) => item.productId)).toEqual([saved.id]);
      cartBeforeCheckout = merged;
    });
  } else {
    it('signs in from the panel’s link, comes back to /cart, and the carts add up', async () => {
      await cartPanel(page).getByRole('link', { name: 'Log in with email' }).click();
      await page.waitForURL(`${baseUrl}/login?redirect=/cart`);
      await pageHeading(page, 'Sign In').waitFor();
      await submitLogin(page, email, GOOD_PASSWORD);
      await expectToast(page, 'Logged In Successfully!', 'Welcome back to the shop');
      await page.waitForURL(`${baseUrl}/cart`);
      await pageHeading(page, 'Shopping Cart').waitFor();
      // The visitor's two lines and the account's own piece; the piece saved twice is saved once.
      await expectBadges(page, { cart: 4, wishlist: 1 });
      const merged = await fetchCart(page);
      expectCartArithmetic(merged);
      expect(expectedLines(merged)).toEqual(
        inNameOrder([
          ...expectedLines(cartBeforeCheckout),
          { name: waiting!.name, quantity: 1, unitPrice: waiting!.price, lineTotal: waiting!.price },
        ]),
      );
      expect((await fetchWishlist(page)).items.map((item) => item.productId)).toEqual([saved.id]);
      const items = page.getByRole('region', { name: 'Items in your cart' });
      await eventually(async () => expect(inNameOrder(await readCartLines(items))).toEqual(expectedLines(merged)));
      expect(await readTotals(page.getByRole('region', { name: 'Order Summary' }))).toEqual({
        subtotal: merged.subtotal,
        tax: merged.tax,
        total: merged.total,
      });
      cartBeforeCheckout = merged;
    });
  }

  it('opens the panel signed in, with Proceed to Checkout leading to /payment', async () => {
    const panel = await openCartPanel(page);
    await panel.getByRole('link', { name: 'Proceed to Checkout' }).waitFor();
    expect(await panel.getByText('Please log in to checkout').count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    await expectPanelMatchesServer(page, panel);
    await expectAccessible(page);
    await panel.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(`${baseUrl}/payment`);
    await panel.waitFor({ state: 'detached' });
    await pageHeading(page, 'Checkout').waitFor();
  });

  it('shows the server’s quote, and messages beside the fields for empty and invalid values', async () => {
    const fields = checkoutFields(page);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.waitFor();
    await eventually(() => expect(seen.quotes.length).toBeGreaterThan(0));
    const quote = seen.quotes.at(-1)!;
    expectCartArithmetic(quote);
    expect(expectedLines(quote)).toEqual(expectedLines(cartBeforeCheckout));
    expect(quote.total).toBe(cartBeforeCheckout.total);
    expect(inNameOrder(await readOrderLines(summary))).toEqual(expectedLines(quote));
    expect(await readTotals(summary)).toEqual({ subtotal: quote.subtotal, tax: quote.tax, total: quote.total });
    const pay = fields.form.getByRole('button', { name: /^Pay \$/ });
    expect(parseCents(await pay.innerText())).toBe(quote.total);

    expect(await fields.email.inputValue()).toBe(email);
    expect(await fields.email.getAttribute('readonly')).not.toBeNull();
    expect(await fields.name.inputValue()).toBe(name);

    // Nothing filled in (the name cleared): every field says what it needs, and nothing is paid.
    await fields.name.fill('');
    await pay.click();
    await eventually(async () =>
      expect(await fieldErrors(page)).toEqual({
        name: 'Please enter your full name',
        phone: 'Please enter your phone number',
        street: 'Please enter your street address',
        city: 'Please enter your city',
        state: 'Please choose your state',
        zip: 'Please enter a 5-digit ZIP code (or ZIP+4, e.g. 70801-1234)',
        card: 'Please enter your card number',
        expiry: 'Please enter the expiry date as MM / YY',
        cvc: 'Please enter the 3-digit security code',
      }),
    );
    expect(seen.payRequests).toBe(0);

    // Filled in, but with a phone number and a ZIP code a courier cannot use.
    await fields.name.fill(name);
    await fields.phone.fill('555-0142');
    await fields.street.fill(ADDRESS.street);
    await fields.city.fill(ADDRESS.city);
    await fields.state.selectOption(ADDRESS.state);
    await fields.zip.fill('7080');
    await fields.card.fill('4000000000000002');
    await fields.expiry.fill(EXPIRY.replace(' / ', ''));
    await fields.cvc.fill('123');
    // The card form spaces the number and the expiry as they are typed.
    expect(await fields.card.inputValue()).toBe('4000 0000 0000 0002');
    expect(await fields.expiry.inputValue()).toBe(EXPIRY);
    await pay.click();
    await eventually(async () =>
      expect(await fieldErrors(page)).toEqual({
        name: null,
        phone: 'Please enter a US phone number, e.g. (225) 555-0142',
        street: null,
        city: null,
        state: null,
        zip: 'Please enter a 5-digit ZIP code (or ZIP+4, e.g. 70801-1234)',
        card: null,
        expiry: null,
        cvc: null,
      }),
    );
    expect(seen.payRequests).toBe(0);
    expect(page.url()).toBe(`${baseUrl}/payment`);
    await expectAccessible(page);
  });

  it('shows a declined card’s message in a red alert, keeps what was typed and places no order', async () => {
    const fields = checkoutFields(page);
    await fields.phone.fill(ADDRESS.phone);
    await fields.zip.fill(ADDRESS.zip);
    const pay = fields.form.getByRole('button', { name: /^Pay \$/ });

    // The payment is held on its way, to see the button while it is busy.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/checkout/pay', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await pay.click();
      const processing = fields.form.getByRole('button', { name: 'Processing...', exact: true });
      await processing.waitFor();
      expect(await processing.getAttribute('aria-disabled')).toBe('true');
      // A second press while busy pays nothing more (counted once the first has been answered).
      await processing.click({ force: true });
      await eventually(() => expect(seen.payRequests).toBe(1));
    } finally {
      release();
    }
    const alert = fields.form.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await alert.waitFor();
    await page.unroute('**/api/checkout/pay');
    expect((await alert.innerText()).trim()).toBe('Your card was declined.');
    // Red: the alert's text is clearly more red than green or blue.
    const [r, g, b] = (await alert.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
    expect(r!).toBeGreaterThan(g! + 60);
    expect(r!).toBeGreaterThan(b! + 40);
    expect(seen.payRequests).toBe(1);

    expect(page.url()).toBe(`${baseUrl}/payment`);
    expect({
      name: await fields.name.inputValue(),
      phone: await fields.phone.inputValue(),
      street: await fields.street.inputValue(),
      city: await fields.city.inputValue(),
      state: await fields.state.inputValue(),
      zip: await fields.zip.inputValue(),
      card: await fields.card.inputValue(),
      expiry: await fields.expiry.inputValue(),
      cvc: await fields.cvc.inputValue(),
    }).toEqual({ name, ...ADDRESS, card: '4000 0000 0000 0002', expiry: EXPIRY, cvc: '123' });
    expect(Object.values(await fieldErrors(page)).filter((message) => message !== null)).toEqual([]);
    expect((await callApi(page, 'GET', '/api/orders')).body).toEqual({ items: [] });
    expect(expectedLines(await fetchCart(page))).toEqual(expectedLines(cartBeforeCheckout));
    await expectBadges(page, { cart: cartBeforeCheckout.itemCount, wishlist: 1 });
  });

  it('pays with 4242 4242 4242 4242: Payment Confirmed, then /confirm with the order as quoted', async () => {
    const fields = checkoutFields(page);
    const pay = fields.form.getByRole('button', { name: /^Pay \$/ });
    // After the refusal the quote is asked for again; the button shows what will be charged.
    await eventually(async () => expect(parseCents(await pay.innerText())).toBe(seen.quotes.at(-1)!.total));
    const quote = seen.quotes.at(-1)!;
    expect(quote.total).toBe(cartBeforeCheckout.total);

    await fields.card.fill('4242424242424242');
    await pay.click();
    await expectToast(page, 'Payment Confirmed', 'Your order has been placed!');
    await page.waitForURL(/\/confirm\?order=/);
    const orderId = new URL(page.url()).searchParams.get('order')!;
    await pageHeading(page, 'Order Confirmed').waitFor();
    expect(seen.payRequests).toBe(2);

    const fetched = await callApi(page, 'GET', `/api/orders/${encodeURIComponent(orderId)}`);
    expect(fetched.status).toBe(200);
    order = fetched.body as Order;
    expect(order.number).toMatch(/^AZ-\d+$/);
    expect(order.customer).toEqual({ name, email });
    expect(order.shipping).toEqual({ name, ...ADDRESS, state: 'LA' });
    expect(order.payment).toMatchObject({ gateway: 'offline', last4: '4242' });
    expect(expectedLines(order)).toEqual(expectedLines(quote));
    expect({ subtotal: order.subtotal, tax: order.tax, total: order.total }).toEqual({
      subtotal: quote.subtotal,
      tax: quote.tax,
      total: quote.total,
    });

    const main = page.getByRole('main');
    expect(await main.getByText(`Your order ${order.number} has been placed.`, { exact: false }).count()).toBe(1);
    const details = page.getByRole('region', { name: `Order ${order.number}` });
    expect(inNameOrder(await readOrderLines(details))).toEqual(expectedLines(quote));
    expect(await readTotals(details)).toEqual({ subtotal: quote.subtotal, tax: quote.tax, total: quote.total });
    // Focus starts at the confirmation for keyboard and screen-reader users.
    await expect.poll(() => describeFocus(page)).toBe('h1:Order Confirmed');

    await expectBadges(page, { cart: 0, wishlist: 1 });
    await expectAccessible(page);

    await main.getByRole('link', { name: 'Go to Home', exact: true }).click();
    await page.waitForURL(home);
    await page.getByRole('heading', { name: 'Feature Products' }).waitFor();
    await expectBadges(page, { cart: 0, wishlist: 1 });
    expect((await fetchCart(page)).lines).toEqual([]);
  });

  it('lists the order under My Orders, mails the confirmation and takes the pieces from the stock', async () => {
    await openMyOrders(page, phone);
    const card = page.getByRole('article', { name: `Order ${order.number}` });
    await card.waitFor();
    expect(await page.getByText('1 order, newest first', { exact: true }).count()).toBe(1);
    expect(inNameOrder(await readOrderLines(card))).toEqual(expectedLines(order));
    expect(await readTotals(card)).toEqual({ subtotal: order.subtotal, tax: order.tax, total: order.total });
    await expectAccessible(page);

    const mail = await readMail(dataDir, email, new RegExp(`order ${order.number}$`));
    expect(mail.subject).toBe(`Your Al Zahra Jewelers order ${order.number}`);
    expect(mail.text).toContain(`Thank you for your order ${order.number}.`);
    for (const line of order.lines) expect(mail.text).toContain(`${line.quantity} × ${line.name}`);
    const total = /^Total: (\$[\d,]+\.\d{2})$/m.exec(mail.text);
    expect(total, 'a Total line in the mail').not.toBeNull();
    expect(parseCents(total![1]!)).toBe(order.total);

    for (const line of order.lines) {
      const product = await fetchProduct(baseUrl, line.productId);
      expect(product.stock, `stock of ${line.name}`).toBe(stockBefore.get(line.productId)! - line.quantity);
    }
  });
});
describe('a visitor opening /payment', () => {
  it('is sent to /login?redirect=/payment and, once signed in, comes back to the checkout', async () => {
    const email = uniqueEmail('redirected');
    const piece = plenty[7]!;
    const setUp = await chromium.open('/wish');
    await signUpFromPage(setUp, 'Khalid Redirect', email);
    const cart = await addToCartFromPage(setUp, piece.id, 1);
    await setUp.context().close();

    const page = await chromium.open('/payment');
    try {
      await page.waitForURL(`${baseUrl}/login?redirect=/payment`);
      await pageHeading(page, 'Sign In').waitFor();
      await hydrated(page);
      await submitLogin(page, email, GOOD_PASSWORD);
      await expectToast(page, 'Logged In Successfully!', 'Welcome back to the shop');
      await page.waitForURL(`${baseUrl}/payment`);
      await pageHeading(page, 'Checkout').waitFor();
      const summary = page.getByRole('region', { name: 'Order summary' });
      await eventually(async () => expect(await readOrderLines(summary)).toEqual(expectedLines(cart)));
      const pay = page.getByRole('button', { name: /^Pay \$/ });
      expect(parseCents(await pay.innerText())).toBe(cart.total);
    } finally {
      await page.context().close();
    }
  });
});
