import { parse } from 'csv-parse/sync';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderList } from '#domain/admin/admin-orders.ts';
import type { AdminProductList } from '#domain/admin/admin-products.ts';
import type { AuditList } from '#domain/admin/audit.ts';
import type { BillingList } from '#domain/admin/billing.ts';
import type { CustomerList } from '#domain/admin/customers.ts';
import type { Overview } from '#domain/admin/overview.ts';
import type { Cart } from '#domain/cart/cart.ts';
import { toPieceRecipe } from '#domain/catalog/piece-recipe.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import type { Order } from '#domain/orders/order.ts';
import { pricePieceAtPureCents } from '#domain/pricing/piece-price.ts';
import { seedDemoDataIfEmpty, seedGeneratedProducts } from '#server/db/seed.ts';
import { billingRecords } from '#server/modules/billing/billing.tables.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { buy, TestShopper, piecesAsTheyAre } from '#server/testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
let admin: TestShopper;
let adminEmail: string;
let catalogue: Product[];

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
  await seedDemoDataIfEmpty(t.database.db);
  admin = new TestShopper(t.app);
  adminEmail = await admin.register(undefined, 'Noor Admin');
  await t.app.services.accounts.setRole({ id: 'system', role: 'owner' }, (await me(admin)).id, 'owner');
  catalogue = await piecesAsTheyAre(t.app);
  await t.database.db.update(products).set({ stock: 50 });
});
afterAll(() => t.close());

async function me(shopper: TestShopper): Promise<{ id: string; email: string }> {
  return (await shopper.get('/api/me')).json<{ user: { id: string; email: string } }>().user;
}

const NEW_PIECE = {
  name: 'Noor Zumurrud Pendant',
  category: 'Gold',
  weight: 8.25,
  shortDescription: 'Hand-made pendant in 22K gold.',
  description: 'A filigree pendant made by hand in our Louisiana workshop, on a fine 22K chain.',
  size: '45 cm',
  stock: 3,
  featured: true,
  images: ['/media/demo/necklace-gold-a.webp'],
};

const lastAudit = async () => (await admin.get('/api/admin/audit?pageSize=1')).json<AuditList>().items[0]!;

describe('products', () => {
  let created: Product;

  it('adds a product, priced from the gold rate, on the storefront at once, and audited', async () => {
    // Fill the catalogue cache first: the new piece must not wait for it to expire.
    await t.app.inject({ method: 'GET', url: '/api/products?q=zumurrud' });
    const response = await admin.post('/api/products', NEW_PIECE);
    expect(response.statusCode, response.body).toBe(201);
    created = response.json<Product>();
    const gold = catalogue.find((p) => p.metal === 'Gold')!.perGram;
    expect(created).toMatchObject({ ...NEW_PIECE, metal: 'Gold', isAvailable: true, price: Math.round(8.25 * gold) });
    const found = (await t.app.inject({ method: 'GET', url: '/api/products?q=zumurrud' })).json<{ items: Product[] }>();
    expect(found.items.map((p) => p.id)).toEqual([created.id]);
    expect(await lastAudit()).toMatchObject({
      action: 'product.create',
      subject: NEW_PIECE.name,
      subjectId: created.id,
      actor: { email: adminEmail, name: 'Noor Admin' },
      changes: {
        name: { from: null, to: NEW_PIECE.name },
        weight: { from: null, to: 8.25 },
        stock: { from: null, to: 3 },
      },
    });
  });

  it.each([
    ['no name', { name: '' }, 'name', /Name is required/],
    ['a weight of 0', { weight: 0 }, 'weight', /more than 0/],
    ['a weight that is text', { weight: 'heavy' }, 'weight', /must be a number/],
    ['an unknown category', { category: 'Bronze' }, 'category', /choose a category/],
    ['a blank size', { size: '  ' }, 'size', /Size is required/],
    ['a photo from elsewhere', { images: ['https://evil.example/x.webp'] }, 'images.0', /uploaded photos/],
    ['negative stock', { stock: -1 }, 'stock', /negative/],
  ])('refuses %s, naming the field', async (_case, change, field, message) => {
    const response = await admin.post('/api/products', { ...NEW_PIECE, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toMatch(message);
  });

  it("stores the spec's default size, '21 cm', when none is sent", async () => {
    const response = await admin.post('/api/products', { ...NEW_PIECE, name: 'Noor Plain Bangle', size: undefined });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Product>().size).toBe('21 cm');
    const stored = await t.app.inject({ method: 'GET', url: `/api/products/${response.json<Product>().id}` });
    expect(stored.json<Product>().size).toBe('21 cm');
  });

  it('edits a product: the storefront and the audit follow', async () => {
    await t.app.inject({ method: 'GET', url: `/api/products/${created.id}` });
    const response = await admin.patch(`/api/products/${created.id}`, { weight: 10, stock: 0, name: 'Noor Pendant' });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<Product>();
    expect(edited).toMatchObject({ name: 'Noor Pendant', weight: 10, stock: 0, isAvailable: false });
    expect(edited.price).toBe(edited.perGram * 10);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${created.id}` })).json<Product>().name).toBe(
      'Noor Pendant',
    );
    expect(await lastAudit()).toMatchObject({
      action: 'product.update',
      subject: 'Noor Pendant',
      changes: {
        name: { from: NEW_PIECE.name, to: 'Noor Pendant' },
        weight: { from: 8.25, to: 10 },
        stock: { from: 3, to: 0 },
      },
    });
    expect(Object.keys((await lastAudit()).changes).sort()).toEqual(['name', 'stock', 'stockLouisiana', 'weight']);
  });

  it('sets each branch’s count and moves pieces between branches, each audited, never below zero', async () => {
    const url = `/api/products/${created.id}`;
    const set = await admin.put(`${url}/branch-stock`, { louisiana: 2, houston: 1 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Product>()).toMatchObject({ stock: 3, branchStock: { louisiana: 2, houston: 1 } });
    expect(await lastAudit()).toMatchObject({
      action: 'product.branch_stock',
      changes: { louisiana: { from: 0, to: 2 }, houston: { from: 0, to: 1 } },
    });
    const moved = await admin.post(`${url}/stock-moves`, { from: 'louisiana', to: 'houston', count: 2 });
    expect(moved.json<Product>()).toMatchObject({ stock: 3, branchStock: { louisiana: 0, houston: 3 } });
    expect(await lastAudit()).toMatchObject({
      action: 'product.stock_move',
      changes: { louisiana: { from: 2, to: 0 }, houston: { from: 1, to: 3 } },
    });
    const short = await admin.post(`${url}/stock-moves`, { from: 'louisiana', to: 'houston', count: 1 });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ reason: 'problem.admin.notEnoughAtBranch' });
    for (const bad of [
      { from: 'houston', to: 'houston', count: 1 },
      { from: 'houston', to: 'paris', count: 1 },
    ]) {
      expect((await admin.post(`${url}/stock-moves`, bad)).statusCode).toBe(400);
    }
    expect((await admin.put(`${url}/branch-stock`, { louisiana: -1, houston: 0 })).statusCode).toBe(400);
    // A single count over both branches: the total becomes it through the main store.
    const patched = await admin.patch(url, { stock: 5 });
    expect(patched.json<Product>()).toMatchObject({ stock: 5, branchStock: { louisiana: 2, houston: 3 } });
    const shown = await t.app.inject({ method: 'GET', url });
    expect(shown.json<Product>().branchStock).toEqual({ louisiana: 2, houston: 3 });
  });

  it('lets only admins write branch stock', async () => {
    const url = `/api/products/${created.id}`;
    const stranger = new TestShopper(t.app);
    const buyer = new TestShopper(t.app);
    await buyer.register();
    for (const shopper of [stranger, buyer]) {
      const expected = shopper === stranger ? 401 : 403;
      expect((await shopper.put(`${url}/branch-stock`, { louisiana: 9, houston: 9 })).statusCode).toBe(expected);
      expect(
        (await shopper.post(`${url}/stock-moves`, { from: 'houston', to: 'louisiana', count: 1 })).statusCode,
      ).toBe(expected);
    }
    expect(await lastAudit()).toMatchObject({ action: 'product.update' });
  });

  it('answers Product Not Found for an unknown product', async () => {
    for (const response of [
      await admin.patch('/api/products/prod_doesnotexist00', { stock: 1 }),
      await admin.delete('/api/products/prod_doesnotexist00'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Product Not Found');
    }
  });

  it('deletes a product: gone from the shop and carts at once, while past orders keep their copy', async () => {
    const piece = (await admin.post('/api/products', { ...NEW_PIECE, name: 'Sold Then Retired Ring' })).json<Product>();
    const buyer = new TestShopper(t.app);
    await buyer.register();
    const order = await buy(buyer, [{ productId: piece.id }]);
    const other = new TestShopper(t.app);
    await other.post('/api/cart', { productId: piece.id });

    expect((await admin.delete(`/api/products/${piece.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${piece.id}` })).statusCode).toBe(404);
    expect((await other.get('/api/cart')).json<Cart>().lines).toEqual([]);
    const kept = (await buyer.get(`/api/orders/${order.id}`)).json<Order>();
    expect(kept.lines[0]).toMatchObject({ productId: piece.id, name: 'Sold Then Retired Ring' });
    expect(await lastAudit()).toMatchObject({ action: 'product.delete', subject: 'Sold Then Retired Ring' });
  });

  it('lists products for the dashboard with search, sort and pages', async () => {
    const page = (
      await admin.get('/api/admin/products?q=gold&sort=stock-asc&pageSize=5&page=2')
    ).json<AdminProductList>();
    expect(page.items).toHaveLength(5);
    expect(page.page).toBe(2);
    expect(page.total).toBeGreaterThan(10);
    for (const item of page.items) expect(`${item.name} ${item.category}`.toLowerCase()).toContain('gold');
    const all = (await admin.get('/api/admin/products?sort=stock-asc&pageSize=100')).json<AdminProductList>();
    const stocks = all.items.map((p) => p.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(all.items[0]!.createdAt).toMatch(/^\d{4}-/);
    expect((await admin.get('/api/admin/products?sort=cheapest')).statusCode).toBe(400);
  });
});

describe('metal prices', () => {
  it('changes the gold price: catalogue, product page, carts and the ticker follow at once; kept in history', async () => {
    const metals = (await t.app.inject({ method: 'GET', url: '/api/metals' })).json<MetalPrice[]>();
    const gold = metals.find((m) => m.metal === 'Gold')!;
    const piece = catalogue.find((p) => p.metal === 'Gold')!;
    const shopper = new TestShopper(t.app);
    await shopper.post('/api/cart', { productId: piece.id });
    // Everything read once, so every cache holds the old price.
    await t.app.inject({ method: 'GET', url: '/api/products' });
    await t.app.inject({ method: 'GET', url: `/api/products/${piece.id}` });

    const response = await admin.patch(`/api/metals/${gold.id}`, { pricePerGram: 8125 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MetalPrice>().pricePerGram).toBe(8125);

    const expected = pricePieceAtPureCents(toPieceRecipe(piece), 8125).totalCents;
    const list = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=48' })).json<{ items: Product[] }>();
    expect(list.items.find((p) => p.id === piece.id)!.price).toBe(expected);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${piece.id}` })).json<Product>().price).toBe(
      expected,
    );
    expect((await shopper.get('/api/cart')).json<Cart>().lines[0]!.unitPrice).toBe(expected);
    const ticker = await t.app.inject({ method: 'GET', url: '/api/metals' });
    expect(ticker.json<MetalPrice[]>().find((m) => m.metal === 'Gold')!.pricePerGram).toBe(8125);
    // Nor may a browser keep the old rate for a while: the ticker revalidates like the prices do.
    expect(ticker.headers['cache-control']).toBe('no-cache');

    const history = (await admin.get('/api/admin/metals')).json<AdminMetal[]>().find((m) => m.metal === 'Gold')!;
    expect(history).toMatchObject({ pricePerGram: 8125, updatedBy: 'Noor Admin' });
    expect(history.history.at(-1)).toMatchObject({ from: gold.pricePerGram, to: 8125, by: 'Noor Admin' });
    expect(await lastAudit()).toMatchObject({
      action: 'metal.price',
      subject: 'Gold',
      changes: { pricePerGram: { from: '$75.40', to: '$81.25' } },
    });
  });

  it.each([[0], [-5], [12.5], ['81.25']])('refuses the price %s', async (price) => {
    const gold = (await t.app.inject({ method: 'GET', url: '/api/metals' })).json<MetalPrice[]>()[0]!;
    expect((await admin.patch(`/api/metals/${gold.id}`, { pricePerGram: price })).statusCode).toBe(400);
  });
});

describe('customers, orders and billing', () => {
  let buyer: TestShopper;
  let buyerEmail: string;
  let orders: Order[];

  beforeAll(async () => {
    buyer = new TestShopper(t.app);
    buyerEmail = await buyer.register(undefined, 'Yasmin Buyer');
    const silver = catalogue.find((p) => p.metal === 'Silver')!;
    const diamond = catalogue.find((p) => p.category === 'Diamond')!;
    orders = [
      await buy(buyer, [{ productId: silver.id, quantity: 2 }]),
      await buy(buyer, [{ productId: diamond.id }, { productId: catalogue[0]!.id }, { productId: catalogue[1]!.id }]),
    ];
  });

  it('lists customers with their number of orders and what they spent, searchable', async () => {
    const list = (await admin.get(`/api/admin/customers?q=${encodeURIComponent('yasmin buyer')}`)).json<CustomerList>();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      email: buyerEmail,
      role: 'customer',
      orderCount: 2,
      totalSpent: orders[0]!.total + orders[1]!.total,
    });
  });

  it('changes a role, and the change is audited', async () => {
    const { id } = await me(buyer);
    expect((await admin.patch(`/api/users/${id}`, { role: 'admin' })).json().role).toBe('admin');
    expect(await lastAudit()).toMatchObject({
      action: 'user.role',
      subject: buyerEmail,
      changes: { role: { from: 'customer', to: 'admin' } },
    });
    expect((await buyer.get('/api/admin/overview')).statusCode).toBe(200);
    await admin.patch(`/api/users/${id}`, { role: 'customer' });
    expect((await buyer.get('/api/admin/overview')).statusCode).toBe(403);
  });

  it('filters orders by status and finds them by e-mail, name, item name and category', async () => {
    const byEmail = (await admin.get(`/api/admin/orders?q=${encodeURIComponent(buyerEmail)}`)).json<AdminOrderList>();
    expect(byEmail.items.map((o) => o.id)).toEqual([orders[1]!.id, orders[0]!.id]);
    const byName = (await admin.get('/api/admin/orders?q=YASMIN')).json<AdminOrderList>();
    expect(byName.total).toBe(2);
    const diamondName = orders[1]!.lines[0]!.name;
    expect(
      (await admin.get(`/api/admin/orders?q=${encodeURIComponent(diamondName)}`))
        .json<AdminOrderList>()
        .items.map((o) => o.id),
    ).toContain(orders[1]!.id);
    expect((await admin.get('/api/admin/orders?q=silver')).json<AdminOrderList>().items.map((o) => o.id)).toContain(
      orders[0]!.id,
    );
    expect((await admin.get('/api/admin/orders?q=no-such-thing-anywhere')).json<AdminOrderList>()).toMatchObject({
      items: [],
      total: 0,
    });
    expect(
      (await admin.get('/api/admin/orders?status=confirmed')).json<AdminOrderList>().items.map((o) => o.id),
    ).not.toContain(orders[0]!.id);
  });

  it('confirms an order, audited, and never takes it back to pending', async () => {
    const confirmed = await admin.patch(`/api/admin/orders/${orders[0]!.id}`, { status: 'confirmed' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<Order>().status).toBe('confirmed');
    expect(
      (await admin.get('/api/admin/orders?status=confirmed')).json<AdminOrderList>().items.map((o) => o.id),
    ).toContain(orders[0]!.id);
    expect(await lastAudit()).toMatchObject({
      action: 'order.status',
      subject: orders[0]!.number,
      changes: { status: { from: 'pending', to: 'confirmed' } },
    });
    expect((await buyer.get(`/api/orders/${orders[0]!.id}`)).json<Order>().status).toBe('confirmed');
    expect((await admin.patch(`/api/admin/orders/${orders[0]!.id}`, { status: 'pending' })).statusCode).toBe(409);
    expect((await admin.patch(`/api/admin/orders/${orders[0]!.id}`, { status: 'refunded' })).statusCode).toBe(400);
    expect((await admin.patch('/api/admin/orders/ord_nope', { status: 'pending' })).statusCode).toBe(404);
  });

  it('lists billing records and exports them as CSV', async () => {
    const list = (await admin.get(`/api/admin/billing?q=${encodeURIComponent(buyerEmail)}`)).json<BillingList>();
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({
      email: buyerEmail,
      name: 'Amira Haddad',
      city: 'Baton Rouge',
      state: 'LA',
      zip: '70806',
      total: orders[1]!.total,
      quantity: 3,
      items: orders[1]!.lines.map((line) => line.name),
    });
    const csv = await admin.get(`/api/admin/billing.csv?q=${encodeURIComponent(buyerEmail)}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="billing-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = csv.body.trim().split('\n');
    expect(rows[0]).toBe(
      'date,name,email,phone,address,city,state,zip,items,quantity,total,order,subtotal,tax,tax lines,store credit,paid by card,fulfilment,metal,wastage,making,stones,fees,engraving,sizes,engravings,rate source,rate set at,status,confirmed at,shipped at,carrier,tracking,delivered at,ready at,collected at',
    );
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain(buyerEmail);
    expect(rows[1]).toContain(`${(orders[1]!.total / 100).toFixed(2)}`);
    expect(rows[1]).toContain(orders[1]!.lines.map((line) => line.name).join('; '));
    expect(rows[1]).toContain(
      `,Sales tax 8% ${(orders[1]!.tax / 100).toFixed(2)},0.00,${(orders[1]!.total / 100).toFixed(2)},ship,`,
    );
  });
});

describe('the billing CSV', () => {
  const record = (name: string, createdAt: Date | SQL) => ({
    id: `bill_csv_${name.replace(/\W/g, '')}_${Math.random().toString(36).slice(2)}`,
    userId: 'user_csv',
    name,
    email: 'csv-export@example.com',
    phone: '(225) 555-0142',
    address: '1 Main St',
    city: 'Baton Rouge',
    state: 'LA',
    zip: '70806',
    totalCents: 12_345,
    quantity: 1,
    itemNames: ['Piece'],
    createdAt,
  });

  it('exports every record when many share the same microsecond, a batch at a time', async () => {
    // Every row at the same instant, with microseconds a JavaScript Date cannot hold.
    const sameInstant = sql`'2026-03-01T10:00:00.123456Z'::timestamptz`;
    const names = Array.from({ length: 7 }, (_, i) => `Batch Buyer ${i}`);
    await t.database.db.insert(billingRecords).values(names.map((name) => record(name, sameInstant)));
    const exported: string[] = [];
    for await (const row of t.app.services.billing.all('Batch Buyer', 3)) exported.push(row.name);
    expect(exported.sort()).toEqual(names);
  });

  it('keeps what a customer typed as text: no spreadsheet formula reaches the file', async () => {
    await t.database.db.insert(billingRecords).values(record('=HYPERLINK("http://evil.example","Click")', new Date()));
    const csv = await admin.get('/api/admin/billing.csv?q=HYPERLINK');
    expect(csv.statusCode).toBe(200);
    const [, row] = parse(csv.body) as string[][];
    expect(row![1]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
  });
});

describe('the overview', () => {
  it('reads every figure live from the database', async () => {
    for (const name of ['Early One', 'Early Two']) await new TestShopper(t.app).register(undefined, name);
    const before = (await admin.get('/api/admin/overview')).json<Overview>();
    const buyer = new TestShopper(t.app);
    await buyer.register(undefined, 'Newest Customer');
    const order = await buy(buyer, [{ productId: catalogue[5]!.id }]);
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, catalogue[6]!.id));
    const after = (await admin.get('/api/admin/overview')).json<Overview>();

    expect(after.tiles.orders).toBe(before.tiles.orders + 1);
    expect(after.tiles.pendingOrders).toBe(before.tiles.pendingOrders + 1);
    expect(after.tiles.customers).toBe(before.tiles.customers + 1);
    expect(after.tiles.outOfStock).toBe(before.tiles.outOfStock + 1);
    expect(after.tiles.revenue).toBe(before.tiles.revenue);
    expect(after.recentUsers).toHaveLength(5);
    expect(after.recentUsers[0]!.name).toBe('Newest Customer');
    expect(after.recentProducts).toHaveLength(5);
    expect(after.daily).toHaveLength(30);
    expect(after.daily.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(after.daily.at(-1)!.orders).toBe(before.daily.at(-1)!.orders + 1);

    await admin.patch(`/api/admin/orders/${order.id}`, { status: 'confirmed' });
    const confirmed = (await admin.get('/api/admin/overview')).json<Overview>();
    expect(confirmed.tiles.revenue).toBe(before.tiles.revenue + order.total);
    expect(confirmed.tiles.pendingOrders).toBe(before.tiles.pendingOrders);
  });
});

describe('the audit log', () => {
  it('filters by action and by who did it', async () => {
    const prices = (await admin.get('/api/admin/audit?action=metal.price')).json<AuditList>();
    expect(prices.items.length).toBeGreaterThan(0);
    for (const entry of prices.items) expect(entry.action).toBe('metal.price');
    expect((await admin.get('/api/admin/audit?actor=noor')).json<AuditList>().total).toBeGreaterThan(3);
    expect((await admin.get('/api/admin/audit?actor=nobody-at-all')).json<AuditList>().total).toBe(0);
    expect((await admin.get('/api/admin/audit?action=product.explode')).statusCode).toBe(400);
  });
});

describe('the product table at scale', () => {
  it('counts a search up to 10,000 matches and says when there are more; the unfiltered table counts exactly', async () => {
    await seedGeneratedProducts(t.database.db, 10_050);
    const all = (await admin.get('/api/admin/products?pageSize=1')).json<AdminProductList>();
    expect(all).toMatchObject({ totalIsAtLeast: false });
    expect(all.total).toBeGreaterThan(10_050);
    const common = (await admin.get('/api/admin/products?q=No.&pageSize=20&sort=price-desc')).json<AdminProductList>();
    expect(common).toMatchObject({ total: 10_000, totalIsAtLeast: true, pageCount: 500 });
    expect(common.items).toHaveLength(20);
    const prices = common.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const rare = (await admin.get('/api/admin/products?q=No.%2010049&pageSize=20')).json<AdminProductList>();
    expect(rare).toMatchObject({ total: 1, totalIsAtLeast: false });
  });
});
