import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '#domain/admin/audit.ts';
import type { Estimate } from '#domain/exchange/estimate.ts';
import type { AssayOffer, CounterEstimate, GoldPurchase, RegisterList } from '#domain/exchange/gold-purchase.ts';
import type { StoreCredit } from '#domain/exchange/store-credit.ts';
import { seedDemoDataIfEmpty } from '../../db/seed.ts';
import { exchangeEstimates } from '../../modules/exchange/exchange.tables.ts';
import { storeCreditEntries } from '../../modules/exchange/gold-purchases.tables.ts';
import { metalPrices } from '../../modules/rates/rates.tables.ts';
import { moduleServices } from '../../modules/services.ts';
import { capturedLog } from '../../testing/captured-log.ts';
import { registerOwner, TestShopper } from '../../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../../testing/test-app.ts';

// Buying old metal at the counter: the offer at the held or today's rate, settled once as a payout
// or as store credit, audited without the photo ID, which only the register and its CSV show.

const NOW = new Date('2026-03-09T12:00:00Z');
const ID_NUMBER = 'D1234-5678-XQ';
const log = capturedLog();
let t: TestApp;
let admin: TestShopper;
let seller: TestShopper;
let sellerEmail: string;
let purchaseCount = 0;

const setGold = async (pricePerGram: string) => {
  await t.database.db.update(metalPrices).set({ pricePerGram }).where(eq(metalPrices.metal, 'Gold'));
  t.app.services.rates.invalidate();
};
const newPurchaseId = () => `gp_test-purchase-${++purchaseCount}-${Date.now()}`;
const purchase = (overrides: Record<string, unknown> = {}) => ({
  id: newPurchaseId(),
  metal: 'Gold',
  fineness: 916,
  grams: 10,
  description: 'Bangle, 22K, hallmarked',
  seller: { name: 'Layla Haddad', idType: 'drivers_license', idNumber: ID_NUMBER },
  settlement: 'cash',
  ...overrides,
});
const estimate = async (body: object) =>
  (await new TestShopper(t.app).post('/api/exchange/estimates', body)).json<Estimate>();
const credit = async () => (await seller.get('/api/account/store-credit')).json<StoreCredit>();

beforeAll(async () => {
  t = await createTestApp(
    {
      authRateLimits: ROOMY_AUTH_LIMITS,
      appointmentRateLimit: { perIp: 1000, windowMinutes: 1 },
      exchange: { assayDeductionBasisPoints: 150, offerHoldHours: 24 },
      logLevel: 'trace',
    },
    { now: () => NOW, logger: { level: 'trace', stream: log.stream } },
  );
  await seedDemoDataIfEmpty(t.database.db);
  await setGold('75.0000');
  t.app.log.info('the log is captured');
  admin = await registerOwner(t.app, 'Counter Admin');
  seller = new TestShopper(t.app);
  sellerEmail = await seller.register(undefined, 'Layla Haddad');
});
afterAll(() => t.close());

describe('the offer at the counter', () => {
  it("holds the online offer's rate until it expires, then offers at today's", async () => {
    const online = await estimate({ metal: 'Gold', fineness: 916, grams: 10 });
    await setGold('80.0000');
    try {
      const quote = (body: object) => admin.post('/api/admin/gold-purchases/quote', body);
      const held = await quote({ estimateId: online.id, metal: 'Gold', fineness: 916, grams: 10 });
      expect(held.statusCode, held.body).toBe(200);
      expect(held.json<AssayOffer>()).toEqual({
        rateBasis: 'held',
        buyRatePerGramCents: online.buyRatePerGramCents,
        offerCents: online.offerCents,
        lines: online.lines,
      });
      // Lighter than online: the held rate times what was weighed.
      const lighter = (
        await quote({ estimateId: online.id, metal: 'Gold', fineness: 916, grams: 9.5 })
      ).json<AssayOffer>();
      expect(lighter).toMatchObject({ rateBasis: 'held', buyRatePerGramCents: 6_595 });
      expect(lighter.lines[0]!.cents).toBe(Math.round((online.lines[0]!.cents * 95) / 100));

      const today = await estimate({ metal: 'Gold', fineness: 916, grams: 10 });
      expect(today.buyRatePerGramCents).toBeGreaterThan(online.buyRatePerGramCents);
      // Another purity than the offer's: today's rate for what was measured.
      const otherPurity = (
        await quote({ estimateId: online.id, metal: 'Gold', fineness: 750, grams: 10 })
      ).json<AssayOffer>();
      expect(otherPurity.rateBasis).toBe('today');

      await t.database.db
        .update(exchangeEstimates)
        .set({ expiresAt: new Date(NOW.getTime() - 1) })
        .where(eq(exchangeEstimates.id, online.id));
      const opened = (await admin.get(`/api/admin/gold-purchases/estimates/${online.id}`)).json<CounterEstimate>();
      expect(opened).toMatchObject({ id: online.id, held: false, grams: 10 });
      const after = await quote({ estimateId: online.id, metal: 'Gold', fineness: 916, grams: 10 });
      expect(after.json<AssayOffer>()).toEqual({
        rateBasis: 'today',
        buyRatePerGramCents: today.buyRatePerGramCents,
        offerCents: today.offerCents,
        lines: today.lines,
      });
    } finally {
      await setGold('75.0000');
    }
  });

  it('answers 404 for an unknown offer and 400 for a purity not bought', async () => {
    const unknown = 'est_000000000000000000000000';
    expect((await admin.get(`/api/admin/gold-purchases/estimates/${unknown}`)).statusCode).toBe(404);
    const body = { estimateId: unknown, metal: 'Gold', fineness: 916, grams: 1 };
    expect((await admin.post('/api/admin/gold-purchases/quote', body)).statusCode).toBe(404);
    const bad = { metal: 'Gold', fineness: 1000, grams: 1 };
    expect((await admin.post('/api/admin/gold-purchases/quote', bad)).statusCode).toBe(400);
  });
});

describe('settling', () => {
  it('pays out in cash, audited without the ID number, which no answer but the register shows', async () => {
    const body = purchase({ settlement: 'bank_transfer', settlementReference: 'TRF-0042' });
    const response = await admin.post('/api/admin/gold-purchases', body);
    expect(response.statusCode, response.body).toBe(201);
    const settled = response.json<GoldPurchase>();
    expect(settled).toMatchObject({
      id: body.id,
      settlement: 'bank_transfer',
      settlementReference: 'TRF-0042',
      rateBasis: 'today',
      offerCents: 64_963,
      sellerName: 'Layla Haddad',
      sellerEmail: null,
    });
    expect(response.body).not.toContain(ID_NUMBER);
    const audit = (await admin.get('/api/admin/audit?pageSize=1')).json<AuditList>().items[0]!;
    expect(audit).toMatchObject({ action: 'gold_purchase.settle', subjectId: body.id });
    expect(JSON.stringify(audit)).not.toContain(ID_NUMBER);
    expect((await credit()).balanceCents).toBe(0);
  });

  it("credits the seller's account once, even sent twice at once and then again", async () => {
    const body = purchase({ settlement: 'store_credit', seller: { ...purchase().seller, email: sellerEmail } });
    const [first, second] = await Promise.all([
      admin.post('/api/admin/gold-purchases', body),
      admin.post('/api/admin/gold-purchases', body),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 201]);
    expect(first!.json<GoldPurchase>()).toEqual(second!.json<GoldPurchase>());
    const again = await admin.post('/api/admin/gold-purchases', body);
    expect(again.statusCode).toBe(200);
    const statement = await credit();
    expect(statement).toMatchObject({
      balanceCents: 64_963,
      entries: [{ amountCents: 64_963, reason: 'exchange' }],
    });
    const audits = (await admin.get('/api/admin/audit?action=gold_purchase.settle')).json<AuditList>();
    expect(audits.items.filter((item) => item.subjectId === body.id)).toHaveLength(1);
    // The same id with another purchase is refused, not settled.
    const reused = await admin.post('/api/admin/gold-purchases', { ...body, grams: 20 });
    expect(reused.statusCode).toBe(409);
    expect((await credit()).balanceCents).toBe(64_963);
  });

  it('needs an account for store credit, and one that exists', async () => {
    const noAccount = await admin.post('/api/admin/gold-purchases', purchase({ settlement: 'store_credit' }));
    expect(noAccount.statusCode).toBe(400);
    const unknown = purchase({
      settlement: 'store_credit',
      seller: { ...purchase().seller, email: 'nobody-here@example.com' },
    });
    const refused = await admin.post('/api/admin/gold-purchases', unknown);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ reason: 'problem.admin.sellerAccountNotFound' });
  });

  it('never lets the balance go below zero', async () => {
    const { user } = (await seller.get('/api/me')).json<{ user: { id: string } }>();
    const ledger = t.app.services.storeCredit;
    const before = await ledger.balanceOf(user.id);
    const take = (amountCents: number, reference: string) =>
      t.database.db.transaction((tx) =>
        moduleServices(tx).storeCredit.add({
          userId: user.id,
          amountCents,
          reason: 'exchange',
          reference,
          createdBy: null,
        }),
      );
    await expect(take(-(before + 1), 'test-overdraw')).rejects.toMatchObject({
      reason: 'problem.storeCredit.belowZero',
    });
    const rows = await t.database.db
      .select()
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.reference, 'test-overdraw'));
    expect(rows).toHaveLength(0);
    await take(-before, 'test-spend-all');
    expect(await ledger.balanceOf(user.id)).toBe(0);
  });
});

describe('the buy register', () => {
  it('lists each purchase with the photo ID, searchable, and as formula-safe CSV', async () => {
    const body = purchase({
      description: '=HYPERLINK("http://evil")',
      seller: { ...purchase().seller, name: 'Omar Saleh' },
    });
    expect((await admin.post('/api/admin/gold-purchases', body)).statusCode).toBe(201);
    const found = (await admin.get('/api/admin/gold-purchases?q=omar')).json<RegisterList>();
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      id: body.id,
      sellerName: 'Omar Saleh',
      idType: 'drivers_license',
      idNumber: ID_NUMBER,
      grams: 10,
      fineness: 916,
      offerCents: 64_963,
      settlement: 'cash',
    });
    const all = (await admin.get('/api/admin/gold-purchases')).json<RegisterList>();
    expect(all.total).toBeGreaterThanOrEqual(3);

    const csv = await admin.get('/api/admin/gold-purchases.csv?q=omar');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, row, ...rest] = csv.body.trim().split('\n');
    expect(rest).toHaveLength(0);
    expect(header).toBe(
      'date,purchase,seller,seller email,id type,id number,description,metal,purity,weight g,rate per g,rate,price,settlement,reference,bought by',
    );
    expect(row).toContain(`Omar Saleh,,Driver's license,${ID_NUMBER},`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain(',Gold,916,10.000,65.95,today,649.63,Cash,,Counter Admin');
  });
});

describe('access', () => {
  it('answers 401 to a visitor and 403 to a customer on every admin route; the credit route needs a session', async () => {
    const visitor = new TestShopper(t.app);
    const id = 'est_000000000000000000000000';
    for (const [shopper, status] of [
      [visitor, 401],
      [seller, 403],
    ] as const) {
      expect((await shopper.get(`/api/admin/gold-purchases/estimates/${id}`)).statusCode).toBe(status);
      expect(
        (await shopper.post('/api/admin/gold-purchases/quote', { metal: 'Gold', fineness: 916, grams: 1 })).statusCode,
      ).toBe(status);
      expect((await shopper.post('/api/admin/gold-purchases', purchase())).statusCode).toBe(status);
      expect((await shopper.get('/api/admin/gold-purchases')).statusCode).toBe(status);
      expect((await shopper.get('/api/admin/gold-purchases.csv')).statusCode).toBe(status);
    }
    expect((await visitor.get('/api/account/store-credit')).statusCode).toBe(401);
  });

  it('never logs the ID number, at trace level', () => {
    expect(log.text()).toContain('the log is captured');
    expect(log.text()).not.toContain(ID_NUMBER);
  });
});
