import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { ErrorBody } from '#domain/errors.ts';
import type { Order } from '#domain/orders/order.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { recordingMailer } from '#server/testing/recording-mailer.ts';
import { buy, registerOwner, TestShopper } from '#server/testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '#server/testing/test-app.ts';

// A piece made for its buyer: sizes of one scale and an engraving, chosen when it is added to the
// cart, checked by the server, and kept on the line through the quote, the order, the mail and the CSV.
let t: TestApp;
let admin: TestShopper;
const mailer = recordingMailer();
let ring: Product; // Noor: US 4–10, engraving Latin and Arabic, 20 characters, $35
let latinOnly: Product; // Rose Gold Infinity Ring: Latin only, 15 characters
let plain: Product; // neither

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS }, { mailer });
  await seedDemoDataIfEmpty(t.database.db);
  await t.database.db.update(products).set({ stockLouisiana: 5, stockHouston: 0, stock: 5 });
  admin = await registerOwner(t.app, 'Noor Admin');
  const items = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=48' })).json<{ items: Product[] }>()
    .items;
  ring = items.find((product) => product.name === 'Noor 18K Gold Solitaire Ring')!;
  latinOnly = items.find((product) => product.name === 'Rose Gold Infinity Ring')!;
  plain = items.find((product) => product.sizes.length === 0 && !product.engraving && !product.priceReview)!;
});
afterAll(() => t.close());

const piecesWithSizes = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=48' }))
    .json<{ items: Product[] }>()
    .items.filter((product) => product.sizes.length > 0);

const add = (shopper: TestShopper, product: Product, options?: Record<string, unknown>, quantity = 1) =>
  shopper.post('/api/cart', { productId: product.id, quantity, ...(options && { options }) });

const refusal = (response: { statusCode: number; body: string; json<T>(): T }) => {
  expect(response.statusCode, response.body).toBe(400);
  return response.json<ErrorBody>();
};

describe('what a piece offers', () => {
  it('lists the sizes of its run, the lead time and the engraving; a plain piece offers none', () => {
    expect(ring.sizing).toEqual({ scale: 'ring', from: '4', to: '10', leadDays: 7 });
    expect(ring.sizes).toEqual(['4', '4.5', '5', '5.5', '6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10']);
    expect(ring.engraving).toEqual({ maxLength: 20, scripts: ['latin', 'arabic'], feeCents: 3500 });
    expect(plain).toMatchObject({ sizing: null, sizes: [], engraving: null });
  });
});

describe('adding a piece with options', () => {
  it('refuses a sized piece without a size, or in a size it is not made in, with the sentence', async () => {
    const shopper = new TestShopper(t.app);
    const missing = refusal(await add(shopper, ring));
    expect(missing).toMatchObject({ reason: 'problem.options.sizeRequired', message: 'Please choose a size.' });
    expect(missing.fields).toEqual({ 'options.size': 'Please choose a size.' });
    for (const size of ['10.5', '3', '7.25', 'seven', ' ']) {
      const wrong = refusal(await add(shopper, ring, { size }));
      expect(wrong.reason, size).toBe(size.trim() ? 'problem.options.sizeNotMade' : 'problem.options.sizeRequired');
    }
    expect(refusal(await add(shopper, plain, { size: '7' })).reason).toBe('problem.options.notSized');
    expect(refusal(await add(shopper, plain, { engraving: 'Sara' })).reason).toBe('problem.options.noEngraving');
    expect(refusal(await add(shopper, ring, { size: 7 })).reason).toBe('problem.request.invalid');
    expect((await add(shopper, ring, { size: '7', colour: 'red' })).statusCode).toBe(400);
    expect((await shopper.get('/api/cart')).json<Cart>().lines).toEqual([]);
  });

  it('answers the message in Arabic to an Arabic request', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'accept-language': 'ar', 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: { productId: ring.id },
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json<ErrorBody>().message).toBe('يُرجى اختيار المقاس.');
  });

  it('prices the engraving fee as a line of the breakup, and makes the line a final sale', async () => {
    const shopper = new TestShopper(t.app);
    const cart = (await add(shopper, ring, { size: '7', engraving: '  Sara   & Omar ' })).json<Cart>();
    const [line] = cart.lines;
    expect(line).toMatchObject({
      options: { size: { scale: 'ring', value: '7' }, engraving: 'Sara & Omar' },
      leadDays: 7,
      returnDays: null,
      unitPrice: ring.price + 3500,
    });
    expect(line!.breakup.engravingCents).toBe(3500);
    expect(line!.breakup.totalCents).toBe(line!.unitPrice);
    const sizedOnly = (await add(new TestShopper(t.app), ring, { size: '7' })).json<Cart>().lines[0]!;
    expect(sizedOnly).toMatchObject({ unitPrice: ring.price, returnDays: null, options: { engraving: null } });
    expect(sizedOnly.breakup.engravingCents).toBeUndefined();
    const plainLine = (await add(new TestShopper(t.app), plain)).json<Cart>().lines[0]!;
    expect(plainLine).toMatchObject({ options: { size: null, engraving: null }, leadDays: null, returnDays: 30 });
  });

  it('keeps one line per piece as chosen, and all of a product’s lines within its stock', async () => {
    const shopper = new TestShopper(t.app);
    await add(shopper, ring, { size: '7' }, 2);
    await add(shopper, ring, { size: '7' }, 1);
    const cart = (await add(shopper, ring, { size: '8', engraving: 'Noor' })).json<Cart>();
    expect(cart.lines.map((line) => [line.options.size?.value, line.options.engraving, line.quantity])).toEqual([
      ['7', null, 3],
      ['8', 'Noor', 1],
    ]);
    const over = await add(shopper, ring, { size: '9' }, 2);
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json<ErrorBody>().reason).toBe('problem.cart.onlyNCanBeOrderedWithCart');
    const eight = cart.lines[1]!;
    expect((await shopper.patch(`/api/cart/${eight.id}`, { quantity: 3 })).statusCode).toBe(409);
    expect((await shopper.patch(`/api/cart/${eight.id}`, { quantity: 2 })).statusCode).toBe(200);
  });
});

describe('a product’s lines together', () => {
  it('are picked up only where its branch holds all of them', async () => {
    const almas = (await piecesWithSizes()).find((product) => product.name === 'Almas Diamond Solitaire Ring')!;
    const counted = await admin.put(`/api/products/${almas.id}/branch-stock`, { louisiana: 2, houston: 2 });
    expect(counted.statusCode, counted.body).toBe(200);
    const shopper = new TestShopper(t.app);
    await shopper.register();
    await add(shopper, almas, { size: '6' }, 2);
    const cart = (await add(shopper, almas, { size: '7' })).json<Cart>();
    expect(cart.pickupBranches).toEqual([]);
    const quote = await shopper.post('/api/checkout/quote', { fulfilment: { kind: 'pickup', branchId: 'houston' } });
    expect(quote.statusCode, quote.body).toBe(409);
    expect(quote.json<ErrorBody>()).toMatchObject({ reason: 'problem.checkout.notAtBranch', values: { count: 2 } });
  });
});

describe('hostile engraving', () => {
  const HOSTILE: Array<[string, string]> = [
    ['<img src=x onerror=alert(1)>', 'problem.options.engravingCharacter'],
    ['Sara\u202Eevil', 'problem.options.engravingCharacter'], // right-to-left override
    ['\u2067Sara\u2069', 'problem.options.engravingCharacter'], // isolates
    ['Sa\u200Dra', 'problem.options.engravingCharacter'], // zero-width joiner
    ['Sara\u0007', 'problem.options.engravingCharacter'], // control character
    ['Sara\nOmar', 'problem.options.engravingCharacter'],
    ['Sara 💍', 'problem.options.engravingCharacter'],
    ['Сара', 'problem.options.engravingCharacter'], // Cyrillic
    ['Za\u0301\u0302\u0303\u0304lgo', 'problem.options.engravingCharacter'], // stacked marks
    ['\u0301Sara', 'problem.options.engravingCharacter'], // a mark on nothing
    ['=HYPERLINK("x")', 'problem.options.engravingCharacter'],
    ['ABCDEFGHIJKLMNOPQRSTU', 'problem.options.engravingTooLong'], // 21
  ];

  it('refuses markup, controls, direction tricks, other scripts and over-length text, adding nothing', async () => {
    const shopper = new TestShopper(t.app);
    for (const [engraving, reason] of HOSTILE) {
      const refused = refusal(await add(shopper, ring, { size: '7', engraving }));
      expect(refused.reason, JSON.stringify(engraving)).toBe(reason);
      expect(refused.fields?.['options.engraving'], JSON.stringify(engraving)).toBe(refused.message);
    }
    expect(refusal(await add(shopper, ring, { size: '7', engraving: 'Sara\u0000' })).reason).toBe(
      'problem.request.dirtyText',
    );
    expect((await shopper.get('/api/cart')).json<Cart>().lines).toEqual([]);
  });

  it('names an invisible character by its code point, and refuses Arabic on a piece engraved in Latin only', async () => {
    const shopper = new TestShopper(t.app);
    expect(refusal(await add(shopper, ring, { size: '7', engraving: 'A\u202EB' })).message).toContain('U+202E');
    const arabic = refusal(await add(shopper, latinOnly, { size: '7', engraving: 'سارة' }));
    expect(arabic).toMatchObject({ reason: 'problem.options.engravingScript', values: { character: 'س' } });
  });

  it('takes Arabic with its vowels, Arabic-Indic digits, accents and the punctuation an engraver cuts', async () => {
    for (const engraving of ['سَارَّة ٢٠٢٦', 'Zoë & Omar', "D'Arcy-Lee 12.05.26", 'نور, Noor']) {
      const added = await add(new TestShopper(t.app), ring, { size: '7', engraving });
      expect(added.statusCode, `${engraving}: ${added.body}`).toBe(200);
      expect(added.json<Cart>().lines[0]!.options.engraving).toBe(engraving.normalize('NFC'));
    }
  });
});

describe('a sized, engraved ring bought', () => {
  let buyer: TestShopper;
  let email: string;
  let order: Order;

  beforeAll(async () => {
    buyer = new TestShopper(t.app);
    email = await buyer.register(undefined, 'Sara Haddad');
    order = await buy(buyer, [
      { productId: ring.id, options: { size: '6.5', engraving: "Sara & Omar's" } },
      { productId: plain.id },
    ]);
  });

  it('keeps the options and the fee on the order, and the line as a final sale', async () => {
    expect(order.lines[0]).toMatchObject({
      options: { size: { scale: 'ring', value: '6.5' }, engraving: "Sara & Omar's" },
      returnDays: null,
      unitPrice: ring.price + 3500,
    });
    expect(order.lines[0]!.breakup?.breakup.engravingCents).toBe(3500);
    expect(order.lines[1]!.options).toEqual({ size: null, engraving: null });
    const mine = (await buyer.get('/api/orders')).json<{ items: Order[] }>().items;
    expect(mine[0]!.lines[0]!.options).toEqual(order.lines[0]!.options);
    expect((await buyer.get('/api/cart')).json<Cart>().lines).toEqual([]);
  });

  it('writes them in the mail, the engraved text escaped and isolated', async () => {
    await expect.poll(() => mailer.sent.some((mail) => mail.to === email)).toBe(true);
    const mail = mailer.sent.find((sent) => sent.to === email)!;
    expect(mail.text).toContain("  Size 6.5 (US)\n  Engraving: \u2068Sara & Omar's\u2069");
    expect(mail.html).toContain('Engraving: <bdi dir="auto">Sara &#38; Omar&#39;s</bdi>');
    expect(mail.html).not.toContain("Omar's");
  });

  it('gives the sizes, the engravings and their fee in the billing CSV, per line', async () => {
    const csv = await admin.get(`/api/admin/billing.csv?q=${encodeURIComponent(email)}`);
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body.trim().split('\n');
    const columns = header!.split(',');
    const cells = row!.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((cell) => cell.replace(/,$/, ''));
    const cell = (name: string) => cells[columns.indexOf(name)];
    expect(cell('engraving')).toBe('35.00');
    expect(cell('sizes')).toBe('Size 6.5 (US); ');
    expect(cell('engravings')).toBe("Sara & Omar's; ");
  });

  it('cannot be returned once delivered', async () => {
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const body =
        status === 'shipped'
          ? {
              status,
              shipment: {
                carrier: 'usps',
                trackingNumber: '9400100000000000000000',
                declaredValue: order.total,
                signatureRequired: true,
              },
            }
          : { status };
      expect((await admin.patch(`/api/admin/orders/${order.id}`, body)).statusCode).toBe(200);
    }
    const asked = await buyer.post(`/api/orders/${order.id}/returns`, { lineIndex: 0, reason: 'Too small' });
    expect(asked.json<ErrorBody>().reason).toBe('problem.returns.finalSale');
    const plainLine = await buyer.post(`/api/orders/${order.id}/returns`, { lineIndex: 1, reason: 'Changed my mind' });
    expect(plainLine.statusCode, plainLine.body).toBe(201);
  });
});

describe('signing in', () => {
  it('keeps the visitor’s sized lines as they were chosen', async () => {
    const shopper = new TestShopper(t.app);
    await add(shopper, ring, { size: '5', engraving: 'نور' });
    await add(shopper, ring, { size: '5.5' });
    await shopper.register();
    const lines = (await shopper.get('/api/cart')).json<Cart>().lines;
    expect(lines.map((line) => [line.options.size?.value, line.options.engraving]).sort()).toEqual([
      ['5', 'نور'],
      ['5.5', null],
    ]);
  });

  it('leaves out a line whose size the piece is no longer made in', async () => {
    const shopper = new TestShopper(t.app);
    const piece = latinOnly;
    await add(shopper, piece, { size: '4' });
    const changed = await admin.patch(`/api/products/${piece.id}`, {
      sizing: { scale: 'ring', from: '5', to: '10', leadDays: 7 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await shopper.get('/api/cart')).json<Cart>().lines).toEqual([]);
  });
});
