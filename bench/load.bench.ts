// npm run bench:load — mixed traffic through nginx to two production instances on one
// PostgreSQL and one Redis (scripts/lib/shop-cluster.ts): shoppers that browse (80%), fill and empty
// a cart (15%) or buy one piece through the offline gateway (5%), BENCH_CONNECTIONS of them at once
// for BENCH_LOAD_SECONDS. Prints p50/p99 per kind and request, the errors, and then checks the money:
// orders = successful payments, no payment with two orders, every order's payment captured, no stock
// below 0. A benchmark, not a timed test: it exits non-zero only when the money does not add up or a
// request failed.
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import pg from 'pg';
import { PRODUCT_SORTS } from '#domain/catalog/list-options.ts';
import type { Product } from '#domain/catalog/product.ts';
import { cleanUp, say, startCluster } from '../scripts/lib/shop-cluster.ts';
import { BenchShopper, type Answer } from './shopper.ts';
import { GOOD_CARD, TEST_SHIPPING } from '../server/testing/shopper.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 128);
const MIX = { browse: 0.8, cart: 0.15, checkout: 0.05 } as const;
type Kind = keyof typeof MIX;

const latencies: Record<string, number[]> = {};
const failures: Record<string, number> = {};
let paidOrders = 0;

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

function chooseKind(): Kind {
  const roll = Math.random();
  if (roll < MIX.browse) return 'browse';
  return roll < MIX.browse + MIX.cart ? 'cart' : 'checkout';
}

/** One request, timed under `kind request`; a network error or an unexpected status is a failure. */
async function timed(label: string, request: () => Promise<Answer>, expected = 200): Promise<Answer | undefined> {
  const start = performance.now();
  try {
    const response = await request();
    (latencies[label] ??= []).push(performance.now() - start);
    if (response.status !== expected) {
      failures[`${label} ${response.status}`] = (failures[`${label} ${response.status}`] ?? 0) + 1;
      return undefined;
    }
    return response;
  } catch (error) {
    const key = `${label} ${(error as Error).message}`;
    failures[key] = (failures[key] ?? 0) + 1;
    return undefined;
  }
}

const cluster = await startCluster('load-bench', {
  LOG_LEVEL: 'warn',
  // One machine plays every shopper from one address: the per-address limits would stop the load.
  RATE_LIMIT_NEW_VISITOR_PER_IP: '1000000',
  RATE_LIMIT_SIGN_UP_PER_IP: '1000000',
});
const database = new pg.Client({ connectionString: cluster.databaseUrl });
let exitCode = 0;
try {
  await database.connect();
  const base = cluster.nginx.url;
  const baseUrl = new URL(base);
  // Kept alive as a browser's are: at most one request in flight per shopper.
  const agent = new Agent({ keepAlive: true });
  // Enough of every piece that the buyers never sell one out (the stock rule is still checked below).
  await database.query('update products set stock = 1000000');
  const { items } = (await (await fetch(`${base}/api/products?pageSize=48`)).json()) as { items: Product[] };
  // Pieces sold as they are: a ring, bangle or chain needs a size the bench does not choose.
  const ids = items.filter((item) => item.sizes.length === 0).map((item) => item.id);
  const ordersBefore = (await database.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]!.n;

  say(`signing up ${CONNECTIONS} shoppers (one account and one visitor per connection)`);
  const shoppers: Array<{ account: BenchShopper; visitor: BenchShopper }> = [];
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const account = new BenchShopper(baseUrl, agent);
    const signUp = await account.call(
      'POST',
      '/api/auth/sign-up/email',
      {
        name: `Load Shopper ${i}`,
        email: `load-${i}-${randomBytes(3).toString('hex')}@example.com`,
        password: 'Jewels2026',
      },
      { read: true },
    );
    if (signUp.status !== 200)
      throw new Error(`sign-up ${signUp.status}: ${JSON.stringify(signUp.body).slice(0, 200)}`);
    shoppers.push({ account, visitor: new BenchShopper(baseUrl, agent) });
  }

  const sorts = PRODUCT_SORTS;
  const journeys: Record<Kind, (shopper: (typeof shoppers)[number]) => Promise<void>> = {
    async browse({ visitor }) {
      const roll = Math.random();
      if (roll < 0.4)
        await timed('browse list', () =>
          visitor.call('GET', `/api/products?page=${1 + Math.floor(Math.random() * 3)}&sort=${pick(sorts)}`),
        );
      else if (roll < 0.7) await timed('browse product', () => visitor.call('GET', `/api/products/${pick(ids)}`));
      else if (roll < 0.85) await timed('browse page', () => visitor.call('GET', '/collection'));
      else await timed('browse rates', () => visitor.call('GET', '/api/metals'));
    },
    async cart({ visitor }) {
      await timed('cart add', () => visitor.call('POST', '/api/cart', { productId: pick(ids), quantity: 1 }));
      await timed('cart read', () => visitor.call('GET', '/api/cart'));
      await timed('cart empty', () => visitor.call('DELETE', '/api/cart'));
    },
    async checkout({ account }) {
      if (
        !(await timed('checkout add', () => account.call('POST', '/api/cart', { productId: pick(ids), quantity: 1 })))
      )
        return;
      const quote = await timed('checkout quote', () =>
        account.call('POST', '/api/checkout/quote', undefined, { read: true }),
      );
      if (!quote) return;
      const { quote: held } = quote.body as { quote: { id: string } };
      const paid = await timed('checkout pay', () =>
        account.call('POST', '/api/checkout/pay', { quoteId: held.id, shipping: TEST_SHIPPING, card: GOOD_CARD }),
      );
      if (paid) paidOrders += 1;
    },
  };

  say(`${SECONDS} s of mixed traffic at ${CONNECTIONS} connections through nginx to A and B`);
  const end = Date.now() + SECONDS * 1000;
  const kinds: Record<Kind, number> = { browse: 0, cart: 0, checkout: 0 };
  await Promise.all(
    shoppers.map(async (shopper) => {
      while (Date.now() < end) {
        const kind = chooseKind();
        kinds[kind] += 1;
        await journeys[kind](shopper);
      }
    }),
  );

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
  console.table(
    Object.entries(latencies)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, times]) => {
        const sorted = [...times].sort((x, y) => x - y);
        return {
          request: label,
          count: times.length,
          'req/s': Math.round(times.length / SECONDS),
          'p50 ms': Math.round(percentile(sorted, 0.5)),
          'p99 ms': Math.round(percentile(sorted, 0.99)),
        };
      }),
  );
  say(
    `journeys: ${Object.entries(kinds)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}`,
  );
  const failed = Object.values(failures).reduce((sum, n) => sum + n, 0);
  say(failed === 0 ? 'errors: 0' : `errors: ${failed} ${JSON.stringify(failures)}`);

  // The money: one order per successful payment, captured, and no stock below zero.
  const { rows } = await database.query<{
    orders: number;
    doubled: number;
    uncaptured: number;
    orphaned: number;
    negative: number;
  }>(`
    select
      (select count(*)::int from orders) - ${ordersBefore} as orders,
      (select count(*)::int from (select transaction_id from orders group by transaction_id having count(*) > 1) d) as doubled,
      (select count(*)::int from orders o join offline_payments p on p.id = o.transaction_id where p.status <> 'succeeded') as uncaptured,
      (select count(*)::int from offline_payments p where p.status = 'succeeded'
         and not exists (select 1 from orders o where o.transaction_id = p.id)) as orphaned,
      (select count(*)::int from products where stock < 0) as negative`);
  const money = rows[0]!;
  say(
    `orders ${money.orders} for ${paidOrders} successful payments; payments with two orders ${money.doubled}; orders not captured ${money.uncaptured}; payments taken without an order ${money.orphaned}; products below 0 stock ${money.negative}`,
  );
  if (
    failed > 0 ||
    money.orders !== paidOrders ||
    money.doubled + money.uncaptured + money.orphaned + money.negative > 0
  )
    exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await database.end().catch(() => undefined);
  await cleanUp();
}
process.exit(exitCode);
