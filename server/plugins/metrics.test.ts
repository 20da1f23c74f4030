import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { buy, GOOD_CARD, TEST_SHIPPING, TestShopper, piecesAsTheyAre } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';
import { bareWebBuild } from '../testing/web-build.ts';
import { serveMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const WEBHOOK_SECRET = 'whsec_metrics_test_secret';

/** The value of one series in Prometheus' text format, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0] ?? '';
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`))) {
      return Number(line.split(' ').at(-1));
    }
  }
  return 0;
}

/** How much a series grew between two scrapes. */
const grewBy = (before: string, after: string, name: string, labels: Record<string, string>) =>
  sample(after, name, labels) - sample(before, name, labels);

/** Every label value of every series. */
function labelValues(text: string): string[] {
  return [...text.matchAll(/[a-z_]+="([^"]*)"/g)].map((match) => match[1]!);
}

describe('/metrics on the shop port with METRICS_TOKEN', () => {
  let t: TestApp;
  let product: Product;
  beforeAll(async () => {
    t = await createTestApp({
      metricsToken: TOKEN,
      authRateLimits: ROOMY_AUTH_LIMITS,
      redisUrl: undefined,
      webDistDir: bareWebBuild(),
    });
    await seedDemoDataIfEmpty(t.database.db);
    product = (await piecesAsTheyAre(t.app)).slice(0, 1)[0]!;
  });
  afterAll(() => t.close());

  const metrics = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('answers only the bearer token: 401 JSON without it or with another, never a 500', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer wrong-token-wrong-token-wrong' },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: 'Bearer ' },
      { authorization: `bearer ${'x'.repeat(5000)}` },
    ];
    for (const headers of cases) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode, JSON.stringify(headers).slice(0, 60)).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized' });
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.body).not.toContain('process_cpu');
    }
    const shopper = new TestShopper(t.app);
    await shopper.register();
    // Signed in is not enough either.
    expect((await shopper.get('/metrics')).statusCode).toBe(401);
  });

  it('serves Prometheus text with the process metrics, request durations and the database', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    if (process.env.DATABASE_URL) {
      expect(text).toMatch(/shop_db_pool_connections\{state="in_use"\} \d+/);
      expect(text).toMatch(/shop_db_pool_waiting \d+/);
    } else {
      expect(sample(text, 'shop_db_pool_connections', { state: 'total' })).toBe(1);
    }
  });

  it('labels requests by route pattern and status, never by the address asked for', async () => {
    const secretish = 'zz-not-a-product-a1b2c3';
    await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    await t.app.inject({ method: 'GET', url: `/api/products/${secretish}` });
    await t.app.inject({ method: 'GET', url: `/api/products?q=ring&pageSize=3` });
    await t.app.inject({ method: 'GET', url: `/no/such/${secretish}?token=abc` });
    const text = await metrics();
    const routeCount = (route: string, status: string) =>
      sample(text, 'http_request_duration_seconds_count', { route, status_code: status, method: 'GET' });
    expect(routeCount('/api/products/:id', '200')).toBeGreaterThanOrEqual(1);
    expect(routeCount('/api/products/:id', '404')).toBeGreaterThanOrEqual(1);
    expect(routeCount('/api/products', '200')).toBeGreaterThanOrEqual(1);
    expect(routeCount('unmatched', '404')).toBeGreaterThanOrEqual(1);
    const values = labelValues(text);
    for (const value of values) {
      expect(value).not.toContain(product.id);
      expect(value).not.toContain(secretish);
      expect(value).not.toContain('?');
    }
  });

  it('counts catalogue answers served from the cache and built from the database', async () => {
    const before = await metrics();
    const url = `/api/products?q=${Date.now()}`;
    await t.app.inject({ method: 'GET', url });
    await t.app.inject({ method: 'GET', url });
    await t.app.inject({ method: 'GET', url });
    const after = await metrics();
    expect(grewBy(before, after, 'shop_catalog_cache_lookups_total', { result: 'miss' })).toBe(1);
    expect(grewBy(before, after, 'shop_catalog_cache_lookups_total', { result: 'hit' })).toBe(2);
  });

  it('counts the pages of visitors without a session or a cart served as kept and rendered, and no other page', async () => {
    const before = await metrics();
    const url = `/about?from=${Date.now()}`;
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url });
    const shopper = new TestShopper(t.app);
    await shopper.register();
    await shopper.get(url);
    const after = await metrics();
    expect(grewBy(before, after, 'shop_page_cache_lookups_total', { result: 'miss' })).toBe(1);
    expect(grewBy(before, after, 'shop_page_cache_lookups_total', { result: 'hit' })).toBe(2);
  });

  it('counts an order placed through the offline gateway, and a declined card as a failed payment', async () => {
    const before = await metrics();
    const shopper = new TestShopper(t.app);
    await shopper.register();
    await buy(shopper, [{ productId: product.id }]);

    // A declined card (Stripe's test number), through the same checkout.
    const declined = new TestShopper(t.app);
    await declined.register();
    expect((await declined.post('/api/cart', { productId: product.id, quantity: 1 })).statusCode).toBe(200);
    const quote = await declined.post('/api/checkout/quote');
    const paid = await declined.post('/api/checkout/pay', {
      quoteId: quote.json<{ quote: { id: string } }>().quote.id,
      shipping: TEST_SHIPPING,
      card: { ...GOOD_CARD, number: '4000 0000 0000 0002' },
    });
    expect(paid.statusCode).toBe(402);

    const after = await metrics();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('shop_orders_placed_total', { gateway: 'offline' })).toBe(1);
    expect(delta('shop_payments_failed_total', { gateway: 'offline', reason: 'declined' })).toBe(1);
    expect(delta('http_request_duration_seconds_count', { route: '/api/checkout/pay', status_code: '402' })).toBe(1);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('does not exist: 404 JSON whatever the caller sends', async () => {
    const t = await createTestApp({ metricsToken: undefined, redisUrl: undefined });
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }, { authorization: 'Bearer ' }]) {
        const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: 'not_found' });
      }
    } finally {
      await t.close();
    }
  });
});

describe('webhook events by type', () => {
  // Stripe is configured but never called: these events carry nothing the shop acts on.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      metricsToken: TOKEN,
      redisUrl: undefined,
      stripe: {
        secretKey: 'sk_test_metrics',
        publishableKey: 'pk_test_metrics',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: 'http://127.0.0.1:9',
      },
    });
  });
  afterAll(() => t.close());

  const signer = new Stripe('sk_test_signer');
  const deliver = (type: string, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify({ id: `evt_${Math.random()}`, object: 'event', type, data: { object: {} } });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };

  it('counts signed events by their type, and nothing for a forged one', async () => {
    const metrics = async () =>
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const before = await metrics();
    expect((await deliver('customer.created')).statusCode).toBe(200);
    expect((await deliver('customer.created')).statusCode).toBe(200);
    expect((await deliver('charge.refunded')).statusCode).toBe(200);
    expect((await deliver('forged.event', 'whsec_someone_else')).statusCode).toBe(400);
    expect((await deliver('Not A Type {}')).statusCode).toBe(200);
    const after = await metrics();
    const delta = (type: string) =>
      sample(after, 'shop_webhook_events_total', { provider: 'stripe', type }) -
      sample(before, 'shop_webhook_events_total', { provider: 'stripe', type });
    expect(delta('customer.created')).toBe(2);
    expect(delta('charge.refunded')).toBe(1);
    expect(delta('forged.event')).toBe(0);
    expect(delta('other')).toBe(1);
  });
});

describe('METRICS_PORT: the metrics on a port of their own', () => {
  it('serves GET /metrics there without a token, and 404 JSON for anything else', async () => {
    const registry = new Registry();
    const server = await serveMetrics(registry, 0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toBe(registry.contentType);
      for (const [path, method] of [
        ['/', 'GET'],
        ['/metrics/../healthz', 'GET'],
        ['/metrics', 'POST'],
        ['/api/products', 'GET'],
      ] as const) {
        const response = await fetch(`${base}${path}`, { method });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(await response.json()).toMatchObject({ error: 'not_found' });
      }
    } finally {
      server.close();
    }
  });
});
