import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortOrderId } from '#domain/admin/admin-orders.ts';
import type { Order } from '#domain/orders/order.ts';
import { callApi, expectToast, signInFromPage, signUpFromPage, uniqueEmail } from './support/accounts.ts';
import { DESKTOP, expectAccessible, PHONE, useBrowser } from './support/browser.ts';
import { TEST_CARD } from './support/dashboard.ts';
import { expectVisible, fetchAllProducts } from './support/pages.ts';
import { shopUnderTest } from './support/shop-under-test.ts';

// The counter's side of a pick-up, in the dashboard's drawer at a desktop's width and a phone's:
// confirm, mark ready, refuse a wrong code, hand over with the buyer's code and a checked photo ID.

const { baseUrl, owner } = shopUnderTest();
const chromium = useBrowser();
const COLLECTOR = { name: 'Salma Youssef', phone: '(713) 555-0110' };

/** A buyer pays for one Houston piece to be picked up there; the buyer's answer (with the code). */
async function pickupOrder(buyer: Page, email: string): Promise<Order> {
  await signUpFromPage(buyer, 'Rania Youssef', email);
  const piece = (await fetchAllProducts(baseUrl)).find(
    (p) => p.branchStock.houston >= 1 && !p.priceReview && p.sizes.length === 0,
  )!;
  expect((await callApi(buyer, 'POST', '/api/cart', { productId: piece.id, quantity: 1 })).status).toBe(200);
  const quote = await callApi(buyer, 'POST', '/api/checkout/quote', {
    fulfilment: { kind: 'pickup', branchId: 'houston' },
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  const quoteId = (quote.body as { quote: { id: string } }).quote.id;
  const paid = await callApi(buyer, 'POST', '/api/checkout/pay', {
    quoteId,
    pickupContact: COLLECTOR,
    card: TEST_CARD,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return (paid.body as { order: Order }).order;
}

describe.each([
  { label: 'at desktop width', viewport: DESKTOP },
  { label: 'on a 390 px phone', viewport: PHONE },
])('a pick-up handed over $label', ({ viewport }) => {
  const email = uniqueEmail('pickup.counter');
  let admin: Page;
  let order: Order;

  beforeAll(async () => {
    const buyer = await chromium.open('/', { viewport });
    order = await pickupOrder(buyer, email);
    await buyer.context().close();
    admin = await chromium.open('/', { viewport });
    await signInFromPage(admin, owner.email, owner.password);
    await admin.goto(`${baseUrl}/dashboard/order?q=${encodeURIComponent(email)}`);
  });
  afterAll(() => admin.context().close());

  it('goes confirmed, ready, then collected with the code and the ID check', async () => {
    const short = shortOrderId(order.id);
    await admin.getByRole('button', { name: `View order #${short}`, exact: true }).click();
    const drawer = admin.getByRole('dialog', { name: `Order #${short}` });
    await drawer.waitFor();
    await expectVisible(drawer.getByRole('heading', { name: 'Pick-up at Houston Branch' }));
    expect(await drawer.innerText()).toContain(COLLECTOR.name);
    expect(await drawer.getByRole('table', { name: 'Tax by jurisdiction' }).innerText()).toContain('%');

    await drawer.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expectToast(admin, 'Order status updated to confirmed');
    await drawer.getByRole('button', { name: 'Mark ready for pick-up', exact: true }).click();
    await expectToast(admin, 'Order status updated to ready');

    const form = drawer.getByRole('form', { name: 'Hand over' });
    await form.waitFor();
    await expectAccessible(admin);
    const wrong = order.pickup!.code === '000001' ? '000002' : '000001';
    await form.getByLabel('Pick-up code the buyer gives').fill(wrong);
    await form.getByRole('checkbox', { name: `I checked the buyer's photo ID: it shows ${COLLECTOR.name}` }).check();
    await form.getByRole('button', { name: 'Hand over', exact: true }).click();
    await expectVisible(form.getByRole('alert'));
    expect(await form.getByRole('alert').innerText()).toContain(`not the pick-up code of order ${order.number}`);

    await form.getByLabel('Pick-up code the buyer gives').fill(order.pickup!.code!);
    await form.getByRole('button', { name: 'Hand over', exact: true }).click();
    await expectToast(admin, 'Order status updated to collected');
    await expectVisible(drawer.getByTestId('order-trail').getByText('Collected at the branch', { exact: true }));
    await form.waitFor({ state: 'detached' });
  });
});
