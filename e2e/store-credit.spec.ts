import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '#domain/appointments/zoned-time.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { CheckoutSession, Quote } from '#domain/checkout/checkout.ts';
import type { GoldPurchase } from '#domain/exchange/gold-purchase.ts';
import type { StoreCredit } from '#domain/exchange/store-credit.ts';
import { formatCents } from '#domain/money.ts';
import type { Order } from '#domain/orders/order.ts';
import { callApi, signInFromPage, signUpFromPage, uniqueEmail } from './support/accounts.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { eventually, expectVisible, fetchAllProducts } from './support/pages.ts';
import { shopUnderTest } from './support/shop-under-test.ts';
import { addToCartFromPage, hydrated } from './support/shop.ts';

// Store credit from old gold, spent at checkout. At desktop width the whole path in the browser:
// an online offer on /sell-gold, a visit booked for it, staff opening the offer from the day's
// visits and settling it as store credit, then the customer spending all of it on a piece, the
// card paying the rest. On a 390 px phone the same path (the counter's dashboard on its desktop),
// part of the credit typed in; and a purchase the credit covers in full, with no card at all.

const { baseUrl, owner } = shopUnderTest();
const chromium = useBrowser();
const MINUS = '\u2212';
const EXPIRY = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

let catalogue: Product[];
let admin: Page;
beforeAll(async () => {
  catalogue = await fetchAllProducts(baseUrl);
  admin = await chromium.open('/', { viewport: DESKTOP });
  await signInFromPage(admin, owner.email, owner.password);
});
afterAll(() => admin.context().close());

/**
 * A piece the Houston branch hands over today, not awaiting a price review, with stock to spare,
 * sold as it is (no size to choose).
 */
function pieceWhere(fits: (price: number) => boolean, skip: readonly string[] = []): Product {
  const found = catalogue
    .filter(
      (p) =>
        p.stock >= 2 && p.branchStock.houston >= 1 && !p.priceReview && p.sizes.length === 0 && !skip.includes(p.id),
    )
    .reverse()
    .find((p) => fits(p.price));
  if (!found) throw new Error('No demo piece at that price in Houston');
  return found;
}

/** Old gold bought at the counter and settled as store credit to `email`, through the API. */
async function settleCredit(email: string, grams: number): Promise<number> {
  const { status, body } = await callApi(admin, 'POST', '/api/admin/gold-purchases', {
    id: `gp_${randomUUID()}`,
    metal: 'Gold',
    fineness: 916,
    grams,
    description: 'A 22K chain',
    seller: { name: 'Nadia Farouk', email, idType: 'drivers_license', idNumber: 'TX-D5550142' },
    settlement: 'store_credit',
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return (body as GoldPurchase).offerCents;
}

async function storeCredit(page: Page): Promise<StoreCredit> {
  const { status, body } = await callApi(page, 'GET', '/api/account/store-credit');
  expect(status).toBe(200);
  return body as StoreCredit;
}

/** Records the quotes /payment is answered, newest last. */
function watchQuotes(page: Page): Quote[] {
  const quotes: Quote[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/checkout/quote') || response.status() !== 200) return;
    void response
      .json()
      .then((session: CheckoutSession) => quotes.push(session.quote))
      .catch(() => {});
  });
  return quotes;
}

/** The summary's rows, as label → amount. */
async function summaryRows(summary: Locator): Promise<Record<string, string>> {
  const rows: Record<string, string> = {};
  for (const term of await summary.locator('dt').all()) {
    rows[(await term.innerText()).trim()] = (await term.locator('+ dd').innerText()).trim();
  }
  return rows;
}

/** Opens /payment, chooses pick-up in Houston and gives the collector's phone. */
async function openCheckout(page: Page): Promise<{ form: Locator; summary: Locator; credit: Locator }> {
  await page.goto(`${baseUrl}/payment`);
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByRole('radio', { name: 'Pick up at Houston Branch' }).check();
  await form.getByLabel('Phone number', { exact: true }).fill('(713) 555-0110');
  return {
    form,
    summary: page.getByRole('region', { name: 'Order summary' }),
    credit: page.getByRole('region', { name: 'Store credit' }),
  };
}

async function payByCard(form: Locator, charge: number): Promise<void> {
  await form.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry date (MM / YY)', { exact: true }).fill(EXPIRY);
  await form.getByLabel('Security code (CVC)', { exact: true }).fill('123');
  await form.getByRole('button', { name: `Pay ${formatCents(charge)} by card`, exact: true }).click();
}

/** The order the confirmation page shows, from the API. */
async function confirmedOrder(page: Page): Promise<Order> {
  await page.waitForURL(/\/confirm\?order=/, { timeout: 20_000 });
  const id = new URL(page.url()).searchParams.get('order')!;
  return (await callApi(page, 'GET', `/api/orders/${encodeURIComponent(id)}`)).body as Order;
}

/** The confirmation lists the credit spent and what the card paid. */
async function expectConfirmation(page: Page, order: Order): Promise<void> {
  const details = page.getByRole('region', { name: `Order ${order.number}` });
  await expectVisible(details);
  const rows = await summaryRows(details);
  expect(rows['Store credit']).toBe(`${MINUS}${formatCents(order.credit)}`);
  if (order.total > order.credit) expect(rows['Paid by card']).toBe(formatCents(order.total - order.credit));
  else expect(rows['Paid by card']).toBeUndefined();
}

/** My Orders' store-credit panel: the balance, and the order's line with its minus sign. */
async function expectCreditPanel(page: Page, balance: number, order: Order): Promise<void> {
  await page.goto(`${baseUrl}/account/orders`);
  await hydrated(page);
  const panel = page.getByRole('region', { name: 'Your store credit' });
  await expectVisible(panel.getByText(formatCents(balance), { exact: true }));
  const spent = panel.getByRole('listitem').filter({ hasText: `Spent on order ${order.number}` });
  await expectVisible(spent.getByText(`${MINUS}${formatCents(order.credit)}`, { exact: true }));
  await expectVisible(panel.getByText('Old gold sold to us').first());
  await expectAccessible(page);
}

/** A day two weeks or more ahead in Houston with a free time, chosen on /book-a-visit. */
async function chooseVisitTime(page: Page): Promise<void> {
  for (let days = 14; days < 24; days++) {
    const day = localDateOf(new Date(Date.now() + days * 86_400_000), 'America/Chicago');
    await page.getByLabel('Day', { exact: true }).fill(day);
    const first = page.getByRole('radio').first();
    await first.or(page.getByText('No free times on this day')).first().waitFor();
    if ((await first.count()) > 0) {
      // The times are radios drawn as buttons: chosen with the keyboard.
      await first.focus();
      await page.keyboard.press('Space');
      expect(await first.isChecked()).toBe(true);
      return;
    }
  }
  throw new Error('No free visit time in Houston in the next weeks');
}

/**
 * The customer's old gold, bought through a visit: the online offer on /sell-gold and a visit booked
 * to have it assayed (in the customer's own window, phone or desktop), then staff at the counter
 * opening the offer from the day's visits and settling it as store credit. The credit it gave.
 */
async function sellOldGoldThroughAVisit(customer: Page, email: string): Promise<number> {
  await customer.goto(`${baseUrl}/sell-gold`);
  await hydrated(customer);
  await customer.getByLabel('Purity', { exact: true }).selectOption('916');
  await customer.getByLabel('Weight in grams', { exact: true }).fill('10');
  await customer.getByRole('button', { name: 'See my offer' }).click();
  await customer.getByRole('link', { name: 'Book a visit to have it assayed' }).click();
  await customer.waitForURL(/\/book-a-visit\?purpose=sell_gold&estimate=est_/);
  const estimateId = new URL(customer.url()).searchParams.get('estimate')!;
  await customer.getByLabel('Branch', { exact: true }).selectOption({ label: 'Houston Branch' });
  await chooseVisitTime(customer);
  const day = await customer.getByLabel('Day', { exact: true }).inputValue();
  await customer.getByLabel('Name', { exact: true }).fill('Nadia Farouk');
  await customer.getByLabel('Phone', { exact: true }).fill('(713) 555-0142');
  await customer.getByLabel('E-mail', { exact: true }).fill(email);
  await customer.getByRole('button', { name: 'Book the visit' }).click();
  await expectVisible(customer.getByRole('heading', { name: 'Your visit is booked' }));

  // At the counter: the day's visits lead to the offer; assayed and settled as store credit.
  await admin.goto(`${baseUrl}/dashboard/visits`);
  await admin.getByLabel('Branch', { exact: true }).selectOption({ label: 'Houston Branch' });
  await admin.getByLabel('Day', { exact: true }).fill(day);
  await admin.getByRole('link', { name: `Old gold offer ${estimateId}` }).click();
  await expectVisible(admin.getByText(/The rate holds until/));
  await admin.getByRole('button', { name: 'See the offer', exact: true }).click();
  await expectVisible(admin.getByText("We offer (the online offer's held rate)"));
  await admin.getByLabel('Description', { exact: true }).fill('A 22K bangle');
  await admin.getByLabel('Name', { exact: true }).fill('Nadia Farouk');
  await admin.getByLabel(/^Customer account e-mail/).fill(email);
  await admin.getByLabel('ID number', { exact: true }).fill('TX-D5550142');
  await admin.getByLabel('Pay as', { exact: true }).selectOption('store_credit');
  await admin.getByRole('button', { name: 'Buy and settle', exact: true }).click();
  await expectVisible(admin.getByRole('heading', { name: 'Bought and settled' }));
  const balance = (await storeCredit(customer)).balanceCents;
  expect(balance).toBeGreaterThan(0);
  return balance;
}

describe('store credit at checkout', () => {
  it('at desktop width: old gold sold through a visit becomes credit, all spent, the card pays the rest', async () => {
    const email = uniqueEmail('credit.desk');
    const customer = await chromium.open('/sell-gold', { viewport: DESKTOP });
    await signUpFromPage(customer, 'Nadia Farouk', email);
    const quotes = watchQuotes(customer);

    const balance = await sellOldGoldThroughAVisit(customer, email);

    // A piece dearer than the credit: all of it is spent, the card pays the rest.
    const piece = pieceWhere((price) => price > balance * 1.2);
    await addToCartFromPage(customer, piece.id);
    const { form, summary, credit } = await openCheckout(customer);
    await expectVisible(credit.getByText(`You have ${formatCents(balance)} in store credit.`));
    expect(await credit.getByLabel('Use my store credit').isChecked()).toBe(true);
    expect(await credit.getByLabel('Amount to use').inputValue()).toBe((balance / 100).toFixed(2));
    const quote = await eventually(() => {
      const last = quotes.at(-1);
      expect(last?.fulfilment).toEqual({ kind: 'pickup', branchId: 'houston' });
      expect(last?.credit).toBe(balance);
      return last!;
    });
    expect(quote.charge).toBe(quote.total - balance);
    await expectVisible(credit.getByText(`${formatCents(balance)} of your store credit goes towards this order.`));
    expect(await summaryRows(summary)).toMatchObject({
      Total: formatCents(quote.total),
      'Store credit': `${MINUS}${formatCents(balance)}`,
      'To pay by card': formatCents(quote.charge),
    });
    await expectAccessible(customer);
    await customer.screenshot({ path: 'screenshots/checkout-store-credit-desktop.png', fullPage: true });

    await payByCard(form, quote.charge);
    const order = await confirmedOrder(customer);
    expect(order).toMatchObject({
      total: quote.total,
      credit: balance,
      payment: { gateway: 'offline', last4: '4242' },
    });
    await expectConfirmation(customer, order);
    await expectVisible(customer.getByText('Visa ending in 4242 and store credit'));
    await expectCreditPanel(customer, 0, order);
    await customer.context().close();
  });

  it('on a 390 px phone: old gold sold through a visit, part of the credit typed in, the card pays the rest', async () => {
    const email = uniqueEmail('credit.phone');
    const customer = await chromium.open('/', { viewport: PHONE });
    await signUpFromPage(customer, 'Omar Khalil', email);
    const balance = await sellOldGoldThroughAVisit(customer, email);
    const piece = pieceWhere((price) => price > balance * 1.2);
    await addToCartFromPage(customer, piece.id);
    const quotes = watchQuotes(customer);

    const { form, summary, credit } = await openCheckout(customer);
    const amount = credit.getByLabel('Amount to use');
    await amount.fill(String(balance / 100 + 1));
    await credit.getByRole('button', { name: 'Apply' }).click();
    await expectVisible(credit.getByText(`Please enter no more than your balance, ${formatCents(balance)}`));
    // Enter applies the amount (it does not pay).
    await amount.fill('100');
    await amount.press('Enter');
    const quote = await eventually(() => {
      const last = quotes.at(-1);
      expect(last?.fulfilment).toEqual({ kind: 'pickup', branchId: 'houston' });
      expect(last?.credit).toBe(10_000);
      return last!;
    });
    expect(customer.url()).toBe(`${baseUrl}/payment`);
    await eventually(async () =>
      expect(await summaryRows(summary)).toMatchObject({
        'Store credit': `${MINUS}${formatCents(10_000)}`,
        'To pay by card': formatCents(quote.total - 10_000),
      }),
    );
    const width = await customer.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await customer.screenshot({ path: 'screenshots/checkout-store-credit-phone.png', fullPage: true });

    await payByCard(form, quote.charge);
    const order = await confirmedOrder(customer);
    expect(order).toMatchObject({ total: quote.total, credit: 10_000 });
    await expectConfirmation(customer, order);
    await expectCreditPanel(customer, balance - 10_000, order);
    await customer.context().close();
  });

  it('covers a purchase in full: no card form, and the order is placed with the credit alone', async () => {
    const email = uniqueEmail('credit.full');
    const customer = await chromium.open('/', { viewport: DESKTOP });
    await signUpFromPage(customer, 'Huda Saleh', email);
    const balance = await settleCredit(email, 40);
    const piece = pieceWhere((price) => price * 1.1 < balance);
    await addToCartFromPage(customer, piece.id);
    const quotes = watchQuotes(customer);

    const { form, summary } = await openCheckout(customer);
    const quote = await eventually(() => {
      const last = quotes.at(-1);
      expect(last?.fulfilment).toEqual({ kind: 'pickup', branchId: 'houston' });
      return last!;
    });
    expect(quote).toMatchObject({ credit: quote.total, charge: 0 });
    await expectVisible(summary.getByText('Nothing to pay by card: your store credit covers this order.'));
    await expectVisible(form.getByText('Your store credit covers this order in full: no card is needed.'));
    expect(await form.getByLabel('Card number', { exact: true }).count()).toBe(0);
    await expectAccessible(customer);

    await form.getByRole('button', { name: 'Place order with store credit', exact: true }).click();
    const order = await confirmedOrder(customer);
    expect(order).toMatchObject({ total: quote.total, credit: quote.total, payment: { gateway: 'store_credit' } });
    await expectConfirmation(customer, order);
    await expectVisible(customer.getByText('Store credit', { exact: true }).last());
    await expectCreditPanel(customer, balance - quote.total, order);
    await customer.context().close();
  });
});
