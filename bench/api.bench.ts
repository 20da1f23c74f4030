// npm run bench:api — builds the shop as `npm start` runs it, seeds 10,000 products into a fresh database (PGlite, or a throw-away database on
// DATABASE_URL's PostgreSQL), loads the API with autocannon next to a bare node:http server measured
// in the same run, then grows the catalogue to 100,000 products for the dashboard and the catalogue's
// uncached reads. Ends with the table of targets (docs/benches.md): each row now and its target.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { seedDemoDataIfEmpty, seedGeneratedProducts } from '../server/db/seed.ts';
import { createThrowawayPostgres } from '../server/db/throwaway-database.ts';
import { products } from '../server/modules/catalog/catalog.tables.ts';
import { orders } from '../server/modules/orders/orders.tables.ts';
import { offlinePayments } from '../server/providers/payments/offline-payments.tables.ts';
import { freePort } from '../scripts/lib/local-machine.ts';
import { startShop } from './support.ts';
import { GOOD_CARD, TEST_SHIPPING } from '../server/testing/shopper.ts';

const CONNECTIONS = 64;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_S = Math.min(3, DURATION_S);
const PRODUCTS = 10_000;
const ADMIN_PRODUCTS = 100_000;
const ADMIN_SAMPLES = 200;
const ADMIN_CONCURRENCY = 4;
const UPLOADS = 10;
/** Signed-in cart reads, each connection its own shopper's session. */
const CART_SHOPPERS = 64;
/** Whole offline checkouts (add → quote → pay), each shopper in a loop of its own. */
const CHECKOUT_SHOPPERS = 16;
/** Random-query catalogue: pages 1 to this, so a page's offset reaches 480 rows. */
const RANDOM_PAGES = 40;
/** The owner account the dashboard rows sign in with (created when the shop first starts). */
const OWNER = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'BenchOwner2026' };

interface Row {
  name: string;
  rps: number;
  p50: number;
  p95?: number;
  p99: number;
  errors: number;
  non2xx: number;
}

interface LoadOptions {
  /** Gives each request its own path, e.g. a random page that no cache has seen. */
  pathFor?: () => string;
  requests?: autocannon.Request[];
  headers?: Record<string, string>;
  connections?: number;
  /** Keeps every response time, for percentiles autocannon does not give (p95). */
  keepTimes?: boolean;
}

function run(options: autocannon.Options, times?: number[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (times) instance.on('response', (_client, _status, _bytes, time) => times.push(time));
  });
}

async function load(
  name: string,
  url: string,
  { pathFor, requests, headers, connections = CONNECTIONS, keepTimes }: LoadOptions = {},
): Promise<Row> {
  const perRequest: autocannon.Request[] | undefined =
    requests ?? (pathFor ? [{ setupRequest: (request) => ({ ...request, path: pathFor() }) }] : undefined);
  const options = { url, connections, requests: perRequest, headers };
  await run({ ...options, duration: WARMUP_S });
  const times: number[] | undefined = keepTimes ? [] : undefined;
  const result = await run({ ...options, duration: DURATION_S }, times);
  console.log(
    `  ${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    ...(times && { p95: percentile(times, 0.95) }),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The q-quantile of some times in ms, to one decimal. */
function percentile(times: readonly number[], q: number): number {
  if (times.length === 0) return NaN;
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! * 10) / 10;
}

/** Resident set size of a process, in MB (Linux), as bench/rss.bench.ts reads it. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024);
}

/** A bare node:http server answering every request with `bytes` of JSON, in a process of its own. */
async function startBare(bytes: number): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child: ChildProcess = fork('bench/bare-server.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port), BODY_BYTES: String(bytes) },
  });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

/** The bare server just before and just after a row, compared with the mean: this shared machine drifts. */
async function bareAround(bytes: number, measure: () => Promise<Row[]>): Promise<{ bare: Row; rows: Row[] }> {
  const server = await startBare(bytes);
  try {
    const before = await load('bare', server.url);
    const rows = await measure();
    const after = await load('bare', server.url);
    return {
      bare: {
        name: `bare node:http, ${bytes} bytes (mean of ${Math.round(before.rps)} before and ${Math.round(after.rps)} after)`,
        rps: (before.rps + after.rps) / 2,
        p50: Math.max(before.p50, after.p50),
        p99: Math.max(before.p99, after.p99),
        errors: before.errors + after.errors,
        non2xx: before.non2xx + after.non2xx,
      },
      rows,
    };
  } finally {
    server.stop();
  }
}

// A fresh database: embedded PGlite in a temp folder, or a throw-away one on DATABASE_URL's server.
const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const postgres = process.env.DATABASE_URL ? await createThrowawayPostgres(process.env.DATABASE_URL) : undefined;
const engine = postgres ? 'PostgreSQL' : 'embedded PGlite';
console.log(`Seeding ${PRODUCTS} products into a fresh ${engine} database…`);
const database = await openDatabase({ dataDir, databaseUrl: postgres?.url });
await seedDemoDataIfEmpty(database.db);
await seedGeneratedProducts(database.db, PRODUCTS - (await database.db.$count(products)));
// Plenty of every piece: the cart and checkout rows measure the work, not running out of stock.
await database.db.update(products).set({ stock: 1_000_000 });
await database.close();

// TRUST_PROXY=1 (one hop: the bench client plays the proxy) lets the sign-in load come from many
// client addresses through X-Forwarded-For, so the per-IP limit
// stays in force without capping the measurement at one address's allowance. The shop runs as
// `npm start` runs it, node flags included (npm run bench:api builds it first).
const shop = await startShop(
  {
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    DATABASE_URL: postgres?.url ?? '',
    TRUST_PROXY: '1',
    ...OWNER,
  },
  'production',
);
const rows: Row[] = [];
/** The figures the table of targets reports, filled in as the rows are measured. */
const targeted: Partial<{
  cached: Row;
  cachedBare: Row;
  random: Row;
  cart: Row;
  cartBare: Row;
  checkout: CheckoutFigures;
  random100k: Row;
}> = {};
let listBodyBytes = 0;
try {
  const listUrl = `${shop.url}/api/products`;
  const listBody = await (await fetch(listUrl)).text();
  listBodyBytes = Buffer.byteLength(listBody);
  const firstId = (JSON.parse(listBody) as { items: Array<{ id: string }> }).items[0]!.id;

  // Warm the shop process as a whole (JIT, caches) before its first measured endpoint, so the
  // order of the rows does not favour the later ones.
  await run({ url: listUrl, connections: CONNECTIONS, duration: Math.min(5, DURATION_S) });
  const cached = await bareAround(listBodyBytes, async () => [
    await load('GET /api/products (page 1)', listUrl),
    await load('GET /api/products (page 1), Accept-Encoding br/gzip like a browser', listUrl, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    }),
    await load(
      'GET /api/products?q=gold&minPrice=100&maxPrice=3000&sort=price-asc',
      `${listUrl}?q=gold&minPrice=100&maxPrice=3000&sort=price-asc`,
    ),
    await load('GET /api/products/:id', `${listUrl}/${firstId}`),
  ]);
  rows.push(cached.bare, ...cached.rows);
  targeted.cachedBare = cached.bare;
  targeted.cached = cached.rows[0];

  const pages = Math.ceil(PRODUCTS / 12);
  rows.push(
    await load('GET /api/products?sort=price-desc&page=<random> (cache misses)', listUrl, {
      pathFor: () => `/api/products?sort=price-desc&page=${1 + Math.floor(Math.random() * pages)}`,
    }),
  );
  const randomQuery = await randomQueryPath(shop.url);
  targeted.random = await load(
    `GET /api/products?minPrice=<random>&sort=price-<asc|desc>&page=<1..${RANDOM_PAGES}> (every request a new query)`,
    listUrl,
    { pathFor: randomQuery, keepTimes: true },
  );
  rows.push(targeted.random);

  rows.push(...(await benchCartAndCheckout(shop.url, shop.process.pid!)));
  // Last of this shop's rows: the hashes still queued when the row ends (most of them, at 64
  // connections) keep the process busy for seconds after, and would slow the rows after it.
  // Sign-in is dominated by the password hash (scrypt), on purpose. Spread over many accounts
  // and addresses so that no rate limit is hit: this measures hashing, not the limiter.
  const accounts = 300;
  const password = 'BenchPass2026';
  for (let i = 0; i < accounts; i++) {
    const response = await fetch(`${shop.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shop.url, 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ name: `Bench ${i}`, email: `bench${i}@example.com`, password }),
    });
    if (!response.ok) throw new Error(`sign-up for the bench failed: ${response.status} ${await response.text()}`);
  }
  let attempt = 0;
  rows.push(
    await load('POST /api/auth/sign-in/email (scrypt)', `${shop.url}/api/auth/sign-in/email`, {
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const n = attempt++;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                origin: shop.url,
                'x-forwarded-for': `10.2.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({ email: `bench${n % accounts}@example.com`, password }),
            };
          },
        },
      ],
    }),
  );
  console.log(
    `\nBody of the list page: ${listBodyBytes} bytes; ${CONNECTIONS} connections, ${DURATION_S} s after ${WARMUP_S} s warm-up.\n`,
  );
} catch (error) {
  // The throw-away database goes with a failed run too.
  await shop.stop();
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
}
await shop.stop();

// One order per successful payment: counted in the database once the shop has stopped.
if (targeted.checkout) {
  const counted = await openDatabase({ dataDir, databaseUrl: postgres?.url });
  const [ordered] = await counted.db.select({ n: count() }).from(orders);
  const [captured] = await counted.db
    .select({ n: count() })
    .from(offlinePayments)
    .where(eq(offlinePayments.status, 'succeeded'));
  await counted.close();
  targeted.checkout.orders = ordered?.n ?? 0;
  targeted.checkout.captured = captured?.n ?? 0;
}

// The dashboard at 100,000 products: the admin's table (search + sort + page) and photo uploads.
const adminRows: AdminRow[] = [];
try {
  console.log(`\nGrowing the catalogue to ${ADMIN_PRODUCTS} products for the dashboard's table…`);
  const grown = await openDatabase({ dataDir, databaseUrl: postgres?.url });
  await seedGeneratedProducts(grown.db, ADMIN_PRODUCTS - (await grown.db.$count(products)));
  await grown.close();
  const adminShop = await startShop(
    { DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', DATABASE_URL: postgres?.url ?? '', ...OWNER },
    'production',
  );
  try {
    targeted.random100k = await load(
      `GET /api/products?minPrice=<random>&sort=price-<asc|desc>&page=<1..${RANDOM_PAGES}> at ${ADMIN_PRODUCTS} products`,
      `${adminShop.url}/api/products`,
      { pathFor: await randomQueryPath(adminShop.url), keepTimes: true },
    );
    rows.push(targeted.random100k);
    adminRows.push(...(await benchAdmin(adminShop.url)));
  } finally {
    await adminShop.stop();
  }
} finally {
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

// Each row against the bare server measured nearest before it (the catalogue's body, or the cart's).
let bare = rows[0]!;
console.table(
  rows.map((row) => {
    if (row.name.startsWith('bare')) bare = row;
    return {
      endpoint: row.name,
      'req/s': Math.round(row.rps),
      'p50 ms': row.p50,
      'p95 ms': row.p95 ?? '',
      'p99 ms': row.p99,
      errors: row.errors,
      non2xx: row.non2xx,
      'vs bare': `${((row.rps / bare.rps) * 100).toFixed(0)}%`,
    };
  }),
);
console.log(
  `\nThe dashboard with ${ADMIN_PRODUCTS} products (each row: ${ADMIN_SAMPLES} requests, ${ADMIN_CONCURRENCY} at a time):`,
);
console.table(
  adminRows.map((row) => ({
    measured: row.name,
    'p50 ms': row.p50,
    'p95 ms': row.p95,
    'max ms': row.max,
    failures: row.failures,
  })),
);
printTargetTable();

/**
 * Random-query catalogue pages: a price floor no two requests share, a price sort either way, a
 * page from 1 to RANDOM_PAGES. The floors go up to the price of the piece ranked 480th from the top,
 * so every page asked for has pieces on it (at that floor, page 40 is the last full one).
 */
async function randomQueryPath(url: string): Promise<() => string> {
  const probe = (await (
    await fetch(`${url}/api/products?sort=price-desc&pageSize=12&page=${RANDOM_PAGES}`)
  ).json()) as { items: Array<{ price: number }> };
  const topDollars = Math.max(1, Math.floor((probe.items.at(-1)?.price ?? 100_000) / 100));
  return () => {
    const floor = (Math.random() * topDollars).toFixed(2);
    const sort = Math.random() < 0.5 ? 'price-asc' : 'price-desc';
    return `/api/products?minPrice=${floor}&sort=${sort}&page=${1 + Math.floor(Math.random() * RANDOM_PAGES)}`;
  };
}

interface CheckoutFigures {
  seconds: number;
  /** Whole checkouts (add → quote → pay) that ended with an order, in the measured window. */
  completed: number;
  failed: Record<string, number>;
  whole: number[];
  add: number[];
  quote: number[];
  pay: number[];
  /** Successful payments over the whole run (warm-up included), against the orders counted afterwards. */
  paid: number;
  orders?: number;
  captured?: number;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
}

/**
 * A signed-in shopper's cart (reads and adds, each connection its own shopper's session) and whole
 * offline checkouts: CHECKOUT_SHOPPERS shoppers, each in a loop of add a piece → quote → pay.
 */
async function benchCartAndCheckout(url: string, pid: number): Promise<Row[]> {
  const rows: Row[] = [];
  const { items } = (await (await fetch(`${url}/api/products?pageSize=48`)).json()) as { items: Array<{ id: string }> };
  const shoppers: string[] = [];
  for (let i = 0; i < CART_SHOPPERS; i++) {
    const response = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': `10.3.0.${i}` },
      body: JSON.stringify({ name: `Cart ${i}`, email: `cart${i}@example.com`, password: 'BenchPass2026' }),
    });
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token='));
    if (!cookie) throw new Error(`sign-up for the cart bench failed: ${response.status}`);
    shoppers.push(cookie.split(';')[0]!);
  }
  const send = (cookie: string, method: string, path: string, body?: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: { cookie, origin: url, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  for (const cookie of shoppers) {
    for (const product of items.slice(0, 3)) await send(cookie, 'POST', '/api/cart', { productId: product.id });
  }
  const cartBytes = Buffer.byteLength(await (await send(shoppers[0]!, 'GET', '/api/cart')).text());

  // Each connection keeps one shopper for the whole run (autocannon's per-connection context).
  let nextShopper = 0;
  const asShopper = (method: string, path: string, body?: () => unknown): autocannon.Request[] => [
    {
      method: method as 'GET',
      path,
      setupRequest: (request, context: { cookie?: string }) => {
        context.cookie ??= shoppers[nextShopper++ % shoppers.length]!;
        return {
          ...request,
          headers: { cookie: context.cookie, origin: url, 'content-type': 'application/json' },
          ...(body && { body: JSON.stringify(body()) }),
        };
      },
    },
  ];
  const cart = await bareAround(cartBytes, async () => [
    await load(
      `GET /api/cart (signed in, 3 lines, ${CART_SHOPPERS} shoppers each their own session)`,
      `${url}/api/cart`,
      {
        connections: CART_SHOPPERS,
        requests: asShopper('GET', '/api/cart'),
      },
    ),
  ]);
  targeted.cartBare = cart.bare;
  targeted.cart = cart.rows[0];
  rows.push(cart.bare, ...cart.rows);
  // Adds rotate over the catalogue page, so lines grow by one piece at a time and stay under 99.
  let pick = 0;
  rows.push(
    await load('POST /api/cart (signed in, one more piece)', `${url}/api/cart`, {
      requests: asShopper('POST', '/api/cart', () => ({ productId: items[pick++ % items.length]!.id, quantity: 1 })),
    }),
  );

  const buyers = shoppers.slice(0, CHECKOUT_SHOPPERS);
  for (const cookie of buyers) await send(cookie, 'DELETE', '/api/cart');
  const figures = await benchCheckout(buyers, items, send, pid);
  targeted.checkout = figures;
  const done = figures.completed;
  console.log(
    `  whole offline checkouts: ${(done / figures.seconds).toFixed(0)}/s, p50 ${percentile(figures.whole, 0.5)} ms, p99 ${percentile(figures.whole, 0.99)} ms; RSS at most ${figures.rssPeak} MB`,
  );
  rows.push({
    name: `whole offline checkout, add → quote → pay (${CHECKOUT_SHOPPERS} shoppers; checkouts/s)`,
    rps: done / figures.seconds,
    p50: percentile(figures.whole, 0.5),
    p95: percentile(figures.whole, 0.95),
    p99: percentile(figures.whole, 0.99),
    errors: Object.values(figures.failed).reduce((sum, n) => sum + n, 0),
    non2xx: 0,
  });
  for (const step of ['add', 'quote', 'pay'] as const) {
    rows.push({
      name: `  of which ${step === 'add' ? 'POST /api/cart' : `POST /api/checkout/${step}`}`,
      rps: figures[step].length / figures.seconds,
      p50: percentile(figures[step], 0.5),
      p95: percentile(figures[step], 0.95),
      p99: percentile(figures[step], 0.99),
      errors: 0,
      non2xx: 0,
    });
  }
  return rows;
}

async function benchCheckout(
  buyers: string[],
  items: Array<{ id: string }>,
  send: (cookie: string, method: string, path: string, body?: unknown) => Promise<Response>,
  pid: number,
): Promise<CheckoutFigures> {
  const figures: CheckoutFigures = {
    seconds: DURATION_S,
    completed: 0,
    failed: {},
    whole: [],
    add: [],
    quote: [],
    pay: [],
    paid: 0,
    rssBefore: rssMb(pid),
    rssPeak: 0,
    rssAfter: 0,
  };
  const fail = (what: string) => (figures.failed[what] = (figures.failed[what] ?? 0) + 1);
  let measuring = false;
  const timedStep = async (step: 'add' | 'quote' | 'pay', call: () => Promise<Response>) => {
    const started = performance.now();
    const response = await call();
    const body = await response.text();
    if (measuring) figures[step].push(performance.now() - started);
    if (!response.ok) {
      if (measuring) fail(`${step} ${response.status}`);
      return undefined;
    }
    return body;
  };
  let stopAt = 0;
  const shopperLoop = async (cookie: string) => {
    while (Date.now() < stopAt) {
      const started = performance.now();
      const product = items[Math.floor(Math.random() * items.length)]!;
      if ((await timedStep('add', () => send(cookie, 'POST', '/api/cart', { productId: product.id }))) === undefined)
        continue;
      const session = await timedStep('quote', () => send(cookie, 'POST', '/api/checkout/quote'));
      if (session === undefined) continue;
      const quoteId = (JSON.parse(session) as { quote: { id: string } }).quote.id;
      const paid = await timedStep('pay', () =>
        send(cookie, 'POST', '/api/checkout/pay', { quoteId, shipping: TEST_SHIPPING, card: GOOD_CARD }),
      );
      if (paid === undefined) continue;
      figures.paid++;
      if (measuring) {
        figures.completed++;
        figures.whole.push(performance.now() - started);
      }
    }
  };
  stopAt = Date.now() + WARMUP_S * 1000;
  await Promise.all(buyers.map(shopperLoop));
  measuring = true;
  const sampler = setInterval(() => (figures.rssPeak = Math.max(figures.rssPeak, rssMb(pid))), 250);
  stopAt = Date.now() + DURATION_S * 1000;
  const started = performance.now();
  try {
    await Promise.all(buyers.map(shopperLoop));
  } finally {
    clearInterval(sampler);
  }
  figures.seconds = (performance.now() - started) / 1000;
  figures.rssAfter = rssMb(pid);
  figures.rssPeak = Math.max(figures.rssPeak, figures.rssAfter);
  return figures;
}

/** The table of targets: each row as measured now, and its target. */
function printTargetTable() {
  const pct = (row: Row | undefined, of: Row | undefined) =>
    row && of ? `${((row.rps / of.rps) * 100).toFixed(0)}%` : 'not measured';
  const rps = (row: Row | undefined) => (row ? Math.round(row.rps).toLocaleString('en-US') : 'not measured');
  const c = targeted.checkout;
  const table = [
    {
      path: 'catalogue page, cached',
      now: targeted.cached
        ? `${rps(targeted.cached)} req/s = ${pct(targeted.cached, targeted.cachedBare)} of bare (${rps(targeted.cachedBare)}), p99 ${targeted.cached.p99} ms`
        : 'not measured',
      target: '≥ 90% of bare, p99 ≤ 5 ms',
    },
    {
      path: `catalogue, every request a different query (${PRODUCTS.toLocaleString('en-US')} products)`,
      now: targeted.random
        ? `${rps(targeted.random)} req/s, p50 ${targeted.random.p50} ms, p99 ${targeted.random.p99} ms`
        : 'not measured',
      target: '≥ 3,000 req/s, p99 ≤ 50 ms',
    },
    {
      path: `  the same at ${ADMIN_PRODUCTS.toLocaleString('en-US')} products`,
      now: targeted.random100k
        ? `${rps(targeted.random100k)} req/s, p95 ${targeted.random100k.p95} ms, p99 ${targeted.random100k.p99} ms`
        : 'not measured',
      target: 'p95 ≤ 30 ms',
    },
    {
      path: `signed-in cart read, ${CART_SHOPPERS} shoppers each their own session`,
      now: targeted.cart
        ? `${rps(targeted.cart)} req/s = ${pct(targeted.cart, targeted.cartBare)} of bare (${rps(targeted.cartBare)}), p50 ${targeted.cart.p50} ms, p99 ${targeted.cart.p99} ms`
        : 'not measured',
      target: '≥ 15% of bare (≈ 5,000 req/s), p99 ≤ 25 ms',
    },
    {
      path: `whole offline checkout (add → quote → pay), ${CHECKOUT_SHOPPERS} shoppers`,
      now: c
        ? `${(c.completed / c.seconds).toFixed(0)} orders/s, p50 ${percentile(c.whole, 0.5)} ms, p99 ${percentile(c.whole, 0.99)} ms (pay alone p50 ${percentile(c.pay, 0.5)} ms); ${c.orders} orders for ${c.paid} successful payments (${c.captured} captured)${c.orders === c.paid && c.captured === c.paid ? '' : ' MISMATCH'}`
        : 'not measured',
      target: '≥ 200 orders/s, p99 ≤ 100 ms, exactly one order per payment',
    },
    {
      path: 'app resident memory under that load',
      now: c
        ? `${c.rssPeak} MB at most (${c.rssBefore} MB before the checkouts, ${c.rssAfter} MB after)`
        : 'not measured',
      target: '≤ 200 MB',
    },
  ];
  console.log(`\nTargets on ${engine}, bare node:http in the same run (${DURATION_S} s a row):`);
  console.table(table);
  if (c && Object.keys(c.failed).length > 0) console.log(`Checkout failures: ${JSON.stringify(c.failed)}`);
  if (c && (c.orders !== c.paid || c.captured !== c.paid)) process.exitCode = 1;
}

interface AdminRow {
  name: string;
  p50: number;
  p95: number;
  max: number;
  failures: number;
}

/** Times `count` calls, `concurrency` at a time; percentiles of the wall-clock time of each call. */
async function timed(
  name: string,
  count: number,
  concurrency: number,
  call: (i: number) => Promise<boolean>,
): Promise<AdminRow> {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const started = performance.now();
        if (!(await call(i))) failures++;
        times.push(performance.now() - started);
      }
    }),
  );
  return summarise(name, times, failures);
}

/** Percentiles of wall-clock times, in ms to one decimal. */
function summarise(name: string, times: number[], failures: number): AdminRow {
  return { name, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: percentile(times, 1), failures };
}

async function benchAdmin(url: string): Promise<AdminRow[]> {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: OWNER.ADMIN_EMAIL, password: OWNER.ADMIN_PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.includes('session_token='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`owner sign-in for the bench failed: ${signIn.status}`);
  const get = async (path: string) => {
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    return response.ok;
  };
  const terms = ['gold', 'silver bangle', 'No. 7', 'diamond', 'coin', 'ring'];
  const sorts = ['newest', 'price-desc', 'name-asc', 'stock-asc', 'weight-desc'];
  const rows: AdminRow[] = [];
  rows.push(
    await timed('GET /api/admin/products (page 1, newest)', ADMIN_SAMPLES, ADMIN_CONCURRENCY, () =>
      get('/api/admin/products?sort=newest&pageSize=20'),
    ),
  );
  rows.push(
    await timed('GET /api/admin/products?sort=<any>&page=<1..200>', ADMIN_SAMPLES, ADMIN_CONCURRENCY, (i) =>
      get(`/api/admin/products?sort=${sorts[i % sorts.length]}&page=${1 + ((i * 37) % 200)}&pageSize=20`),
    ),
  );
  rows.push(
    await timed('GET /api/admin/products?q=<term>&sort=<any>&page=<1..5>', ADMIN_SAMPLES, ADMIN_CONCURRENCY, (i) =>
      get(
        `/api/admin/products?q=${encodeURIComponent(terms[i % terms.length]!)}&sort=${sorts[i % sorts.length]}&page=${1 + (i % 5)}&pageSize=20`,
      ),
    ),
  );

  const sharp = (await import('sharp')).default;
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#b08d57',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  console.log(`Upload sample: a 4000 × 3000 JPEG of ${(photo.length / 1024 / 1024).toFixed(1)} MB`);
  rows.push(
    await timed(`POST /api/uploads (4000 × 3000 JPEG → 3 WebP sizes)`, UPLOADS, 1, async () => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
      const response = await fetch(`${url}/api/uploads`, {
        method: 'POST',
        headers: { cookie, origin: url },
        body: form,
      });
      await response.arrayBuffer();
      return response.status === 201;
    }),
  );
  rows.push(...(await benchRateChange(url, cookie)));
  return rows;
}

/**
 * A rate change reprices every product of that metal. Each sample changes the gold rate
 * (PATCH /api/metals/:id) while shoppers keep reading price-sorted catalogue pages that no cache
 * has seen; it reports how long the change took and how long those reads took meanwhile.
 */
async function benchRateChange(url: string, cookie: string): Promise<AdminRow[]> {
  const metals = (await (await fetch(`${url}/api/metals`)).json()) as Array<{ id: string; metal: string }>;
  const gold = metals.find((m) => m.metal === 'Gold')!;
  const changes: number[] = [];
  const readsDuring: number[] = [];
  let page = 0;
  for (let sample = 0; sample < 5; sample++) {
    let changing = true;
    const reader = (async () => {
      while (changing) {
        const started = performance.now();
        const response = await fetch(`${url}/api/products?sort=price-asc&pageSize=12&page=${1 + (page++ % 800)}`);
        await response.arrayBuffer();
        readsDuring.push(performance.now() - started);
      }
    })();
    const started = performance.now();
    const response = await fetch(`${url}/api/metals/${gold.id}`, {
      method: 'PATCH',
      headers: { cookie, origin: url, 'content-type': 'application/json' },
      body: JSON.stringify({ pricePerGram: 7_540 + 10 * (sample + 1) }),
    });
    await response.arrayBuffer();
    changes.push(performance.now() - started);
    changing = false;
    await reader;
    if (!response.ok) throw new Error(`gold rate change failed: ${response.status}`);
  }
  const goldCount = ((await (await fetch(`${url}/api/products?pageSize=1&q=gold`)).json()) as { total: number }).total;
  return [
    summarise(`PATCH gold rate (reprices the gold pieces; ${goldCount} match 'gold')`, changes, 0),
    summarise('GET /api/products?sort=price-asc (uncached pages) during the rate change', readsDuring, 0),
  ];
}
