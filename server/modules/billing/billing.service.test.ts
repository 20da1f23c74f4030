import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingQuery, type BillingRecord } from '#domain/admin/billing.ts';
import type { PricedPiece } from '#domain/catalog/priced-piece.ts';
import type { ShippingAddress } from '#domain/checkout/shipping.ts';
import type { OrderLine } from '#domain/orders/order.ts';
import { PURE } from '#domain/pricing/piece-price.ts';
import type { Database } from '#server/db/client.ts';
import { moduleServices, type ModuleServices } from '#server/modules/services.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import { billingExport } from '#server/workflows/admin/billing-export.ts';
import type { NewBillingRecord } from './billing.service.ts';

// The billing service on its own, against a real migrated database: the customer details kept
// with each order (name, contact, address), listed and searched for the dashboard, read in
// batches for the CSV export, and the export's rows with their orders' numbers, taxes and splits.

let database: Database;
let s: ModuleServices;

/** A gold piece of 2 g at $75.40 a gram with a $5 fee: $155.80, as the quote froze it. */
const RING_PRICED: PricedPiece = {
  metal: 'Gold',
  fineness: PURE,
  weight: 2,
  perGram: 7_540,
  rateSource: 'feed',
  rateSetAt: '2026-11-26T14:05:00.000Z',
  wastageBasisPoints: 0,
  making: { kind: 'none' },
  stones: [],
  feeCents: 500,
  breakup: { metalCents: 15_080, wastageCents: 0, makingCents: 0, stoneCents: [], feeCents: 500, totalCents: 15_580 },
};

const line = (name: string, unitPrice: number, quantity: number, breakup: PricedPiece | null): OrderLine => ({
  productId: `prod_${name.replace(/\W/g, '')}`,
  name,
  nameAr: null,
  category: 'Gold',
  image: null,
  weight: 2,
  quantity,
  unitPrice,
  lineTotal: unitPrice * quantity,
  breakup,
});

async function placeOrder(reference: string, lines: OrderLine[]): Promise<string> {
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const order = await s.orders.create({
    userId: 'user_yasmin',
    userEmail: 'yasmin@example.com',
    userName: 'Yasmin Haddad',
    quoteId: `quote_${reference}`,
    shipping: {
      name: 'Yasmin Haddad',
      phone: '5045550142',
      street: '12 Magazine St',
      city: 'New Orleans',
      state: 'LA',
      zip: '70130',
    },
    pickup: null,
    lines,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotalCents,
    taxCents: 1_000,
    taxLines: [{ jurisdiction: 'Sales tax', rateBasisPoints: 800, taxableCents: subtotalCents, amountCents: 1_000 }],
    totalCents: subtotalCents + 1_000,
    payment: { gateway: 'offline', reference, brand: null, last4: null },
  });
  return order!.id;
}

/** Who paid, as the checkout form gave it. */
type Customer = Pick<ShippingAddress, 'name' | 'phone' | 'city' | 'state' | 'zip'> & { email: string };

const record = (orderId: string, who: Customer, totalCents: number, itemNames: string[]): NewBillingRecord => ({
  orderId,
  userId: `user_${who.name.split(' ')[0]!.toLowerCase()}`,
  email: who.email,
  shipping: { name: who.name, phone: who.phone, street: '1 Main St', city: who.city, state: who.state, zip: who.zip },
  totalCents,
  quantity: itemNames.length,
  itemNames,
});

const YASMIN: Customer = {
  name: 'Yasmin Haddad',
  email: 'yasmin@example.com',
  city: 'New Orleans',
  state: 'LA',
  zip: '70130',
  phone: '5045550142',
};
const OMAR: Customer = {
  name: 'Omar Saleh',
  email: 'omar@example.net',
  city: 'Houston',
  state: 'TX',
  zip: '77002',
  phone: '7135550199',
};
const LAYLA: Customer = {
  name: 'Layla Nasser',
  email: 'layla@example.org',
  city: 'Baton Rouge',
  state: 'LA',
  zip: '70801',
  phone: '2255550123',
};

let ringOrder: string;
let oldOrder: string;
let goneOrder: string;

beforeAll(async () => {
  database = await createTestDatabase();
  s = moduleServices(database.db);
  ringOrder = await placeOrder('pi_ring', [line('Noor Ring', 15_580, 2, RING_PRICED)]);
  oldOrder = await placeOrder('pi_old', [line('Amal Anklet', 1_960, 1, null)]);
  goneOrder = await placeOrder('pi_gone', [line('Zahra Band', 16_625, 1, null)]);
  // One after another, so newest first is the reverse of this. A few milliseconds apart: two
  // records made within one tick of the database's clock would tie, and ties go by random id.
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  await s.billing.record(record(ringOrder, YASMIN, 32_160, ['Noor Ring']));
  await tick();
  await s.billing.record(record(oldOrder, OMAR, 2_960, ['Amal Anklet']));
  await tick();
  await s.billing.record(record(goneOrder, LAYLA, 17_625, ['Zahra Band', 'Badr Bangle']));
});
afterAll(() => database.close());

const list = (input: object) => s.billing.list(billingQuery.parse(input));
const names = async (input: object) => (await list(input)).items.map((r) => r.name);

describe('the billing list', () => {
  it('lists every record newest first with the details given at checkout', async () => {
    const all = await list({});
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20, pageCount: 1 });
    expect(all.items.map((r) => r.name)).toEqual(['Layla Nasser', 'Omar Saleh', 'Yasmin Haddad']);
    const yasmin = all.items[2]!;
    expect({ ...yasmin, id: undefined, date: undefined }).toEqual({
      id: undefined,
      orderId: ringOrder,
      name: 'Yasmin Haddad',
      email: 'yasmin@example.com',
      phone: '5045550142',
      zip: '70130',
      address: '1 Main St',
      city: 'New Orleans',
      state: 'LA',
      total: 32_160,
      quantity: 1,
      items: ['Noor Ring'],
      date: undefined,
    });
    expect(yasmin.id).toMatch(/^bill_/);
    expect(Date.parse(yasmin.date)).toBeLessThanOrEqual(Date.parse(all.items[0]!.date));
  });

  it('pages, with the total and the page count', async () => {
    expect(await list({ pageSize: 2 })).toMatchObject({ total: 3, pageSize: 2, pageCount: 2 });
    expect(await names({ pageSize: 2, page: 2 })).toEqual(['Yasmin Haddad']);
    expect(await list({ pageSize: 2, page: 3 })).toMatchObject({ items: [], total: 3 });
  });

  it("searches name, e-mail, phone, city, state, ZIP and the items' names, any case", async () => {
    expect(await names({ q: 'SALEH' })).toEqual(['Omar Saleh']);
    expect(await names({ q: '@example.org' })).toEqual(['Layla Nasser']);
    expect(await names({ q: '555-' })).toEqual([]);
    expect(await names({ q: '5550199' })).toEqual(['Omar Saleh']);
    expect(await names({ q: 'baton' })).toEqual(['Layla Nasser']);
    expect(await names({ q: 'la' })).toEqual(['Layla Nasser', 'Yasmin Haddad']);
    expect(await names({ q: 'tx' })).toEqual(['Omar Saleh']);
    expect(await names({ q: '7013' })).toEqual(['Yasmin Haddad']);
    expect(await names({ q: 'bangle' })).toEqual(['Layla Nasser']);
    expect(await list({ q: 'emerald' })).toMatchObject({ items: [], total: 0, pageCount: 0 });
    expect((await list({ q: '%' })).total).toBe(0);
  });
});

describe('reading every record for the export', () => {
  // Orders never confirmed: no step in their trail, no parcel; shipped, taxed as written.
  const notShipped = { status: 'pending', shipment: null, trail: [], fulfilment: 'ship', pickup: null };
  const flatTax = (subtotal: number) => [
    { jurisdiction: 'Sales tax', rateBasisPoints: 800, taxableCents: subtotal, amountCents: 1_000 },
  ];

  it("gives each export row its order's number, subtotal and tax, and the split its lines were paid with", async () => {
    await s.orders.delete(goneOrder);
    const rows = [];
    for await (const row of billingExport({ services: s }, undefined, 2)) rows.push(row);
    const ring = await s.orders.get(ringOrder);
    const old = await s.orders.get(oldOrder);
    expect(rows.map((row) => [row.record.name, row.record.orderId, row.order, row.breakup])).toEqual([
      // The order is gone: the record stays, without it.
      ['Layla Nasser', null, null, null],
      // Placed before breakups were kept: no split.
      [
        'Omar Saleh',
        oldOrder,
        {
          number: old!.number,
          subtotal: 1_960,
          tax: 1_000,
          taxLines: flatTax(1_960),
          total: old!.total,
          credit: 0,
          ...notShipped,
        },
        null,
      ],
      [
        'Yasmin Haddad',
        ringOrder,
        {
          number: ring!.number,
          subtotal: 31_160,
          tax: 1_000,
          taxLines: flatTax(31_160),
          total: ring!.total,
          credit: 0,
          ...notShipped,
        },
        { metalCents: 30_160, wastageCents: 0, makingCents: 0, stonesCents: 0, feeCents: 1_000, engravingCents: 0 },
      ],
    ]);
    expect([ring!.number, old!.number]).toEqual(['AZ-100001', 'AZ-100002']);
  });

  it('reads all matching records newest first, in batches, none skipped when they share a timestamp', async () => {
    // Written in one transaction: the same created_at for every one of them.
    await database.db.transaction(async (tx) => {
      const inTx = moduleServices(tx);
      for (let i = 1; i <= 5; i++) await inTx.billing.record(record(ringOrder, YASMIN, i * 100, [`Batch piece ${i}`]));
    });
    const inBatches: BillingRecord[] = [];
    for await (const r of s.billing.all('batch piece', 2)) inBatches.push(r);
    expect(inBatches).toHaveLength(5);
    expect(new Set(inBatches.map((r) => r.id)).size).toBe(5);
    const ids = inBatches.map((r) => r.id);
    expect(ids).toEqual([...ids].sort().reverse());
    const everything: BillingRecord[] = [];
    for await (const r of s.billing.all(undefined, 3)) everything.push(r);
    expect(everything.map((r) => r.id)).toEqual((await list({ pageSize: 100 })).items.map((r) => r.id));
    expect(everything).toHaveLength(8);
  });

  it("removes an order's record with the order that could not be completed", async () => {
    await s.billing.deleteForOrder(oldOrder);
    expect(await names({})).not.toContain('Omar Saleh');
    expect((await list({})).total).toBe(7);
  });
});
