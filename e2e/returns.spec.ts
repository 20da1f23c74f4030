import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '#domain/money.ts';
import type { Order } from '#domain/orders/order.ts';
import type { ReturnRequest } from '#domain/returns/return-request.ts';
import { callApi, signInFromPage, signUpFromPage, uniqueEmail } from './support/accounts.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { confirmAlert, placeOrder, settled } from './support/dashboard.ts';
import { eventually, expectCount, expectVisible, fetchAllProducts } from './support/pages.ts';
import { shopUnderTest } from './support/shop-under-test.ts';
import { hydrated } from './support/shop.ts';

// A return from end to end: an order of two pieces paid by card and delivered (through the API),
// the buyer on a 390 px phone asking to return one from My Orders with the keyboard alone, staff
// approving it on the dashboard's Returns page at desktop width (and meeting the server's refusal
// of a return decided meanwhile), and the buyer reading what went back.

const { baseUrl, owner } = shopUnderTest();
const chromium = useBrowser();
const PARCEL = { carrier: 'fedex', trackingNumber: '771234567890', signatureRequired: true };

let admin: Page;
let buyer: Page;
let order: Order;

beforeAll(async () => {
  const pieces = (await fetchAllProducts(baseUrl)).filter(
    // Returnable, so sold as they are: a piece made to size is a final sale.
    (p) => p.returnDays !== null && !p.priceReview && p.stock >= 2 && p.sizes.length === 0,
  );
  if (pieces.length < 2) throw new Error('No two returnable demo pieces in stock');
  buyer = await chromium.open('/', { viewport: PHONE });
  await signUpFromPage(buyer, 'Layla Haddad', uniqueEmail('returns.buyer'));
  expect((await callApi(buyer, 'POST', '/api/cart', { productId: pieces[1]!.id, quantity: 1 })).status).toBe(200);
  order = await placeOrder(buyer, pieces[0]!.id, 1);
  expect(order.lines).toHaveLength(2);

  admin = await chromium.open('/', { viewport: DESKTOP });
  await signInFromPage(admin, owner.email, owner.password);
  for (const step of [
    { status: 'confirmed' },
    { status: 'shipped', shipment: { declaredValue: order.total, ...PARCEL } },
    { status: 'delivered' },
  ]) {
    const answer = await callApi(admin, 'PATCH', `/api/admin/orders/${order.id}`, step);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
});
afterAll(async () => {
  await buyer.context().close();
  await admin.context().close();
});

/** What the first line gives back, worked out here: its price and its share of the tax (half up), all to the card. */
const firstLineBack = () => {
  const line = order.lines[0]!.lineTotal;
  return line + Math.floor((2 * order.tax * line + order.subtotal) / (2 * order.subtotal));
};

/** My Orders' card of the order, after a fresh load. */
async function orderCard(page: Page) {
  await page.goto(`${baseUrl}/account/orders`);
  await hydrated(page);
  return page.getByRole('article', { name: `Order ${order.number}` });
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('a return', () => {
  it('is asked for from My Orders by keyboard on a phone', async () => {
    const card = await orderCard(buyer);
    await expectCount(card.getByText(/^Returnable until /), 2);
    const ask = card.getByRole('button', { name: `Return this piece (${order.lines[0]!.name})` });
    await ask.focus();
    await buyer.keyboard.press('Enter');

    const dialog = buyer.getByRole('dialog', { name: 'Return this piece' });
    await dialog.waitFor();
    const reason = dialog.getByLabel('Why are you returning it?');
    await eventually(async () => expect(await reason.evaluate((field) => field === document.activeElement)).toBe(true));
    // Cancel, then Submit: sent empty, the form says why and puts the focus back on the reason.
    await buyer.keyboard.press('Tab');
    await buyer.keyboard.press('Tab');
    expect(await focusedText(buyer)).toBe('Submit');
    await buyer.keyboard.press('Enter');
    await expectVisible(dialog.getByText('Please tell us why you are returning it.'));
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    await eventually(async () => expect(await reason.evaluate((field) => field === document.activeElement)).toBe(true));
    await expectAccessible(buyer);
    await buyer.screenshot({ path: 'screenshots/returns-dialog-phone.png' });

    await buyer.keyboard.type('The size is wrong for me.');
    await buyer.keyboard.press('Tab');
    await buyer.keyboard.press('Tab');
    await buyer.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const asked = card.getByText(/^Return asked for on /);
    await expectVisible(asked);
    // The button is gone: the line's new state has the focus.
    await eventually(async () => expect(await focusedText(buyer)).toMatch(/^Return asked for on /));
    expect(await card.getByRole('button', { name: /^Return this piece/ }).count()).toBe(1);
    const width = await buyer.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });

  it('is approved on the dashboard, which says the server works out the refund', async () => {
    // The other line is asked for too, and refused behind the page's back once it shows.
    const other = await callApi(buyer, 'POST', `/api/orders/${order.id}/returns`, { lineIndex: 1, reason: 'Too long' });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    await admin.goto(`${baseUrl}/dashboard/returns`);
    await settled(admin);
    const rows = admin.getByRole('row').filter({ hasText: order.number });
    await expectCount(rows, 2);
    const row = rows.filter({ hasText: 'The size is wrong for me.' });
    const otherRow = rows.filter({ hasText: 'Too long' });
    await expectAccessible(admin);
    await admin.screenshot({ path: 'screenshots/returns-dashboard-desktop.png', fullPage: true });

    const refused = await callApi(admin, 'PATCH', `/api/admin/returns/${(other.body as ReturnRequest).id}`, {
      decision: 'refuse',
    });
    expect(refused.status).toBe(200);
    await otherRow.getByRole('button', { name: /^Approve/ }).click();
    await confirmAlert(admin, 'Yes, approve it', [order.number]);
    await expectVisible(otherRow.getByRole('alert').getByText('This return has already been decided.'));

    await row.getByRole('button', { name: /^Approve/ }).click();
    await confirmAlert(admin, 'Yes, approve it', [order.number, 'the server works out what is refunded']);
    // Paid by card alone: the line and its tax go back to the card.
    await expectVisible(row.getByText(`Card ${formatCents(firstLineBack())} · Store credit ${formatCents(0)}`));
    await expectVisible(row.getByText('Approved', { exact: true }));
    // The buttons are gone: the row's status has the focus.
    await eventually(async () => expect(await focusedText(admin)).toBe('Approved'));
    expect(await row.getByRole('button', { name: /^(Approve|Refuse)/ }).count()).toBe(0);
    expect(await row.getByText('Refund owed').count()).toBe(0);
  });

  it('shows the buyer what went back', async () => {
    const card = await orderCard(buyer);
    await expectVisible(card.getByText(`Return approved: ${formatCents(firstLineBack())} back to your card`));
    await expectVisible(card.getByText('Return refused', { exact: true }));
    await buyer.screenshot({ path: 'screenshots/returns-my-orders-phone.png', fullPage: true });
  });
});
