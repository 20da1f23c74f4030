import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUnderTest } from './support/shop-under-test.ts';
import { pageHeading } from './support/shop.ts';
import { shortOrderId } from '#domain/admin/admin-orders.ts';
import type { Product } from '#domain/catalog/product.ts';
import { centsToDollarString, formatCents } from '#domain/money.ts';
import type { Order } from '#domain/orders/order.ts';
import { pureAlloyRate } from '#domain/pricing/piece-price.ts';
import { purityRateCents } from '#domain/rates/karat-rates.ts';
import { callApi, expectToast, signUpFromPage, uniqueEmail } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';
import {
  confirmAlert,
  openFromSidebar,
  placeOrder,
  placeOrderOfItsOwn,
  TEST_SHIPPING,
  useAuditLog,
  useOwnerSession,
} from './support/dashboard.ts';
import { describeFocus, eventually } from './support/pages.ts';

// The dashboard's Orders and Billing Detail pages: an order placed in the shop, confirmed from its
// status pill, read in its drawer, billed in the CSV, and its status changes in the Audit Log.

const baseUrl = shopUnderTest().baseUrl;
const chromium = useBrowser();
/** A word no earlier run used, for product and customer names. */
const run = Date.now().toString(36).slice(-6).toUpperCase();

const owner = useOwnerSession(chromium);

describe('Orders and Billing Detail: an order placed in the shop', () => {
  const productName = `Sultana Silver Cuff ${run}`;
  const customerName = `Mariam Saleh ${run}`;
  const email = uniqueEmail('orders.customer');
  let admin: Page;
  let order: Order;
  let short: string;
  /** The order's piece, made for it. */
  let pieceId = '';

  beforeAll(async () => {
    admin = await owner.open('/dashboard');
    ({ order, productId: pieceId } = await placeOrderOfItsOwn(chromium, owner, {
      piece: productName,
      customer: customerName,
      email,
    }));
    short = shortOrderId(order.id);
    await pageHeading(admin, 'Dashboard').waitFor();
  });
  afterAll(async () => {
    await admin.context().close();
    if (pieceId) await owner.call('DELETE', `/api/products/${pieceId}`);
  });

  it('confirms the order from its status pill after the confirmation: Order status updated to confirmed', async () => {
    await openFromSidebar(admin, 'Orders');
    await admin.getByRole('searchbox', { name: 'Search orders' }).fill(email);
    await admin.waitForURL((url) => url.searchParams.get('q') === email);
    const pending = admin.getByRole('button', { name: `Pending: mark order ${short} as confirmed`, exact: true });
    await pending.click();
    await confirmAlert(admin, 'Yes, mark it confirmed!', [
      `Order ${short} (${order.number}) will be marked as confirmed.`,
    ]);
    await expectToast(admin, 'Order status updated to confirmed');
    // A confirmed order's next step is shipping, with its parcel: in the drawer, not on the pill.
    await pending.waitFor({ state: 'detached' });
    const confirmed = admin.getByRole('button', { name: `View order #${short}`, exact: true });
    const stored = await callApi(admin, 'GET', `/api/admin/orders?q=${encodeURIComponent(email)}`);
    expect((stored.body as { items: Order[] }).items).toMatchObject([{ id: order.id, status: 'confirmed' }]);

    // The status filters agree.
    const filters = admin.getByRole('group', { name: 'Status' });
    await filters.getByRole('button', { name: 'Pending', exact: true }).click();
    await admin.waitForURL((url) => url.searchParams.get('status') === 'pending');
    await admin.getByText('No orders found', { exact: true }).waitFor();
    await filters.getByRole('button', { name: 'Confirmed', exact: true }).click();
    await admin.waitForURL((url) => url.searchParams.get('status') === 'confirmed');
    await confirmed.waitFor();
    expect(await filters.getByRole('button', { name: 'Confirmed', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('shows the lines, totals, address and payment in the details drawer', async () => {
    const view = admin.getByRole('button', { name: `View order #${short}`, exact: true });
    await view.click();
    const drawer = admin.getByRole('dialog', { name: `Order #${short}` });
    await drawer.waitFor();
    // Section titles are uppercased by CSS, which innerText follows: compare without case.
    const text = (await drawer.innerText()).replace(/\s+/g, ' ').toLowerCase();
    const line = order.lines[0]!;
    expect(order.lines).toHaveLength(1);
    for (const expected of [
      order.number,
      customerName,
      email,
      'Items (2)',
      productName,
      `Silver · 18.5 g`,
      `2 × ${formatCents(line.unitPrice)}`,
      `Subtotal ${formatCents(order.subtotal)}`,
      `Tax (8%) ${formatCents(order.tax)}`,
      `Total ${formatCents(order.total)}`,
      `${TEST_SHIPPING.name} ${TEST_SHIPPING.street} ${TEST_SHIPPING.city}, ${TEST_SHIPPING.state} ${TEST_SHIPPING.zip}`,
      TEST_SHIPPING.phone,
      'Card Visa ending in 4242',
    ]) {
      expect(text).toContain(expected.toLowerCase());
    }
    // The rate the line was priced at: its purity's rate, where it came from, when it was set.
    const piece = line.breakup!;
    expect(await drawer.getByTestId('line-rate').innerText()).toContain(
      `at ${formatCents(purityRateCents(pureAlloyRate(piece.perGramHundredthCents!, piece.fineness).perGramMillionths))}/g · ${piece.rateSource} · `,
    );
    expect(await drawer.getByTestId('line-rate').locator('time').getAttribute('datetime')).toBe(piece.rateSetAt);
    expect(order.total).toBe(order.subtotal + order.tax);
    expect(line.lineTotal).toBe(line.unitPrice * 2);

    // The list's refetch after the step is held until the drawer has closed, as on a slow network:
    // the order's row is still listed when focus goes back to it, and leaves the list after.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const ordersList = /\/api\/admin\/orders\?/;
    // Each held request, to let it through before the route goes: unrouting while a handler is still
    // to continue its request leaves that handler to fail ('Route is already handled').
    const held: Array<Promise<void>> = [];
    await admin.route(ordersList, (route) => {
      const passed = released.then(() => route.continue());
      held.push(passed);
      return passed;
    });

    // Shipped from the drawer's form: the trail shows the carrier, the tracking link and the time.
    const form = drawer.getByRole('form', { name: 'Mark shipped' });
    await form.getByRole('combobox', { name: 'Carrier' }).selectOption('fedex');
    await form.getByRole('textbox', { name: 'Tracking number' }).fill('771234567890');
    await form.getByRole('button', { name: 'Mark shipped', exact: true }).click();
    await expectToast(admin, 'Order status updated to shipped');
    const trail = drawer.getByTestId('order-trail');
    await trail.getByText('Shipped with FedEx', { exact: true }).waitFor();
    expect(await trail.getByRole('link', { name: 'Track the parcel' }).getAttribute('href')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=771234567890',
    );
    await drawer.getByRole('button', { name: `Shipped: mark order ${short} as delivered`, exact: true }).waitFor();

    await drawer.getByRole('button', { name: 'Close order details', exact: true }).click();
    await drawer.waitFor({ state: 'detached' });
    release();
    await Promise.all(held);
    await admin.unroute(ordersList);
    // Shipped, the order has left the list of confirmed orders: focus goes to the pressed filter.
    await expect.poll(() => describeFocus(admin)).toBe('button:Confirmed');
  });

  it('downloads the billing records as CSV, with the header row and the order’s customer', async () => {
    await openFromSidebar(admin, 'Billing Detail');
    await admin.getByRole('link', { name: email, exact: true }).first().waitFor();
    // The spec's columns, then the order's own and its breakup paid.
    const columns = [
      ...['date', 'name', 'email', 'phone', 'address', 'city', 'state', 'zip', 'items', 'quantity', 'total'],
      ...['order', 'subtotal', 'tax', 'tax lines', 'store credit', 'paid by card', 'fulfilment'],
      ...['metal', 'wastage', 'making', 'stones', 'fees', 'engraving'],
      ...['sizes', 'engravings', 'rate source', 'rate set at'],
      ...['status', 'confirmed at', 'shipped at', 'carrier', 'tracking', 'delivered at', 'ready at', 'collected at'],
    ];

    const download = async () => {
      const [file] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('link', { name: 'Download CSV', exact: true }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/^billing-\d{4}-\d{2}-\d{2}\.csv$/);
      const rows: string[][] = parse(readFileSync(await file.path(), 'utf8'), { skipEmptyLines: true });
      expect(rows[0]).toEqual(columns);
      return rows.slice(1).map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])));
    };

    const all = await download();
    const record = {
      name: TEST_SHIPPING.name,
      email,
      phone: TEST_SHIPPING.phone,
      address: TEST_SHIPPING.street,
      city: TEST_SHIPPING.city,
      state: TEST_SHIPPING.state,
      zip: TEST_SHIPPING.zip,
      items: productName,
      quantity: '2',
      total: centsToDollarString(order.total),
      subtotal: centsToDollarString(order.subtotal),
      tax: centsToDollarString(order.tax),
      // Paid by card alone.
      'store credit': '0.00',
      'paid by card': centsToDollarString(order.total),
      // A piece sold as it is: no engraving fee, no size, no text.
      engraving: '0.00',
      sizes: '',
      engravings: '',
      'rate source': order.lines[0]!.breakup!.rateSource!,
      'rate set at': order.lines[0]!.breakup!.rateSetAt!,
      status: 'shipped',
      carrier: 'FedEx',
      tracking: '771234567890',
    };
    expect(all.filter((row) => row.email === email)).toEqual([expect.objectContaining(record)]);

    // The CSV follows the search.
    await admin.getByRole('searchbox', { name: 'Search billing details' }).fill(email);
    await admin.waitForURL((url) => url.searchParams.get('q') === email);
    await eventually(async () =>
      expect(await admin.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toContain(
        encodeURIComponent(email),
      ),
    );
    expect(await download()).toEqual([expect.objectContaining(record)]);
  });

  it("says 'No user data available' when a search finds nothing, and offers Try again when the list cannot load", async () => {
    const nothing = 'zzqx-no-such-customer';
    await admin.goto(`${baseUrl}/dashboard/userdata?q=${nothing}`);
    await admin.getByText('No user data available', { exact: true }).waitFor();
    await admin.getByText(`Nothing matches “${nothing}”.`, { exact: true }).waitFor();

    // The server fails (after the client's own retries): the page says so instead of hanging, and
    // Try again brings the records once the server answers again.
    const billingApi = (url: URL) => url.pathname === '/api/admin/billing';
    await admin.route(billingApi, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable","message":"Down"}' }),
    );
    await admin.goto(`${baseUrl}/dashboard/userdata`);
    await admin.getByText('We couldn’t load the billing details.', { exact: true }).waitFor();
    await admin.unroute(billingApi);
    await admin.getByRole('button', { name: 'Try again', exact: true }).click();
    await admin.getByRole('link', { name: email, exact: true }).first().waitFor();
    expect(await admin.getByText('We couldn’t load the billing details.').count()).toBe(0);
  });

  it('lists the first two pieces of a larger order and how many more', async () => {
    const names = ['Zahra', 'Layla', 'Nour'].map((word) => `${word} Silver Ring ${run}`);
    const ids: string[] = [];
    for (const name of names) {
      const created = await callApi(admin, 'POST', '/api/products', {
        name,
        category: 'Silver',
        weight: 4,
        size: 'Size 7',
        stock: 2,
        shortDescription: 'A plain silver ring.',
        description: 'Sterling silver, polished by hand.',
      });
      expect(created.status).toBe(201);
      ids.push((created.body as Product).id);
    }
    const buyer = uniqueEmail('orders.three');
    const shopper = await chromium.open('/');
    let three: Order;
    try {
      await signUpFromPage(shopper, 'Huda Three Pieces', buyer);
      for (const id of ids.slice(0, 2))
        expect((await callApi(shopper, 'POST', '/api/cart', { productId: id, quantity: 1 })).status).toBe(200);
      three = await placeOrder(shopper, ids[2]!, 1);
    } finally {
      await shopper.context().close();
    }
    expect(three.lines).toHaveLength(3);
    await admin.goto(`${baseUrl}/dashboard/order?q=${encodeURIComponent(buyer)}`);
    const row = admin.getByRole('row').filter({ hasText: three.number });
    await row.waitFor();
    const items = (await row.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
    expect(items).toEqual([`1 × ${three.lines[0]!.name} · Silver`, `1 × ${three.lines[1]!.name} · Silver`, '+1 more']);
  });

  describe('in the Audit Log', () => {
    const { entry } = useAuditLog(owner);

    it('lists the order’s status changes, newest first', async () => {
      expect(await entry('Order status changed', 'order.status', order.number, 0)).toContain(
        'Status: confirmed to shipped',
      );
      expect(await entry('Order status changed', 'order.status', order.number, 1)).toEqual([
        'Status: pending to confirmed',
      ]);
    });
  });
});
