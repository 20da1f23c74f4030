// npm run bench:api — seeds 10,000 products into a fresh embedded database, then loads the
// catalogue endpoints with autocannon and compares them with a bare node:http server.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/client.ts';
import { seedDemoDataIfEmpty, seedGeneratedProducts } from '../server/db/seed.ts';
import { createThrowawayPostgres } from '../server/db/throwaway-database.ts';
import { products } from '../server/modules/catalog/catalog.tables.ts';
import { freePort } from '../scripts/lib/local-machine.ts';
import { startShop } from './support.ts';

const CONNECTIONS = 64;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_S = 3;
const PRODUCTS = 10_000;
const ADMIN_PRODUCTS = 100_000;
const ADMIN_SAMPLES = 200;
const ADMIN_CONCURRENCY = 4;
const UPLOADS = 10;
/** The owner account the dashboard rows sign in with (created when the shop first starts). */
const OWNER = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'BenchOwner2026' };

interface Row {
  name: string;
  rps: number;
  p50: number;
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
  /** A fixed number of requests instead of a duration (each one uses up something, e.g. a quote). */
  amount?: number;
}

async function load(
  name: string,
  url: string,
  { pathFor, requests, headers, connections = CONNECTIONS, amount }: LoadOptions = {},
): Promise<Row> {
  const perRequest: autocannon.Request[] | undefined =
    requests ?? (pathFor ? [{ setupRequest: (request) => ({ ...request, path: pathFor() }) }] : undefined);
  const options = { url, connections, requests: perRequest, headers };
  if (amount === undefined) await autocannon({ ...options, duration: WARMUP_S });
  const result = await autocannon(amount === undefined ? { ...options, duration: DURATION_S } : { ...options, amount });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

// A fresh database: embedded PGlite in a temp folder, or a throw-away one on DATABASE_URL's server.
const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const postgres = process.env.DATABASE_URL ? await createThrowawayPostgres(process.env.DATABASE_URL) : undefined;
console.log(`Seeding ${PRODUCTS} products into a fresh ${postgres ? 'PostgreSQL' : 'embedded PGlite'} database…`);
const database = await openDatabase({ dataDir, databaseUrl: postgres?.url });
await seedDemoDataIfEmpty(database.db);
await seedGeneratedProducts(database.db, PRODUCTS - (await database.db.$count(products)));
// Plenty of every piece: the cart and checkout rows measure the work, not running out of stock.
await database.db.update(products).set({ stock: 1_000_000 });
await database.close();

// TRUST_PROXY=1 (one hop: the bench client plays the proxy) lets the sign-in load come from many
// client addresses through X-Forwarded-For, so the per-IP limit
// stays in force without capping the measurement at one address's allowance.
const shop = await startShop({
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: 'false',
  DATABASE_URL: postgres?.url ?? '',
  TRUST_PROXY: '1',
  ...OWNER,
});
const rows: Row[] = [];
try {
  const listUrl = `${shop.url}/api/products`;
  const listBody = await (await fetch(listUrl)).text();
  const firstId = (JSON.parse(listBody) as { items: Array<{ id: string }> }).items[0]!.id;

  // The bare server is measured just before and just after the cached endpoints, and they are
  // compared with the mean: this shared machine drifts by a third between minutes.
  const barePort = await freePort();
  const bare = fork('bench/bare-server.ts', [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(barePort), BODY_BYTES: String(Buffer.byteLength(listBody)) },
  });
  await new Promise((resolve) => bare.once('message', resolve));
  try {
    // Warm the shop process as a whole (JIT, caches) before its first measured endpoint, so the
    // order of the rows does not favour the later ones.
    await autocannon({ url: listUrl, connections: CONNECTIONS, duration: 5 });
    const bareBefore = await load('bare node:http, before', `http://127.0.0.1:${barePort}/`);
    rows.push(await load('GET /api/products (page 1)', listUrl));
    rows.push(
      await load('GET /api/products (page 1), Accept-Encoding br/gzip like a browser', listUrl, {
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      }),
    );
    rows.push(
      await load(
        'GET /api/products?q=gold&minPrice=100&maxPrice=3000&sort=price-asc',
        `${listUrl}?q=gold&minPrice=100&maxPrice=3000&sort=price-asc`,
      ),
    );
    rows.push(await load('GET /api/products/:id', `${listUrl}/${firstId}`));
    const bareAfter = await load('bare node:http, after', `http://127.0.0.1:${barePort}/`);
    rows.unshift({
      name: `bare node:http, same body size (mean of ${Math.round(bareBefore.rps)} before and ${Math.round(bareAfter.rps)} after)`,
      rps: (bareBefore.rps + bareAfter.rps) / 2,
      p50: Math.max(bareBefore.p50, bareAfter.p50),
      p99: Math.max(bareBefore.p99, bareAfter.p99),
      errors: bareBefore.errors + bareAfter.errors,
      non2xx: bareBefore.non2xx + bareAfter.non2xx,
    });
  } finally {
    bare.kill();
  }

  const pages = Math.ceil(PRODUCTS / 12);
  rows.push(
    await load('GET /api/products?sort=price-desc&page=<random> (cache misses)', listUrl, {
      pathFor: () => `/api/products?sort=price-desc&page=${1 + Math.floor(Math.random() * pages)}`,
    }),
  );

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
  rows.push(...(await benchCartAndCheckout(shop.url)));
  console.log(
    `\nBody of the list page: ${Buffer.byteLength(listBody)} bytes; ${CONNECTIONS} connections, ${DURATION_S} s after ${WARMUP_S} s warm-up.\n`,
  );
} finally {
  await shop.stop();
}

// The dashboard at 100,000 products: the admin's table (search + sort + page) and photo uploads.
const adminRows: AdminRow[] = [];
try {
  console.log(`\nGrowing the catalogue to ${ADMIN_PRODUCTS} products for the dashboard's table…`);
  const grown = await openDatabase({ dataDir, databaseUrl: postgres?.url });
  await seedGeneratedProducts(grown.db, ADMIN_PRODUCTS - (await grown.db.$count(products)));
  await grown.close();
  const adminShop = await startShop({
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    DATABASE_URL: postgres?.url ?? '',
    ...OWNER,
  });
  try {
    adminRows.push(...(await benchAdmin(adminShop.url)));
  } finally {
    await adminShop.stop();
  }
} finally {
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

const bare = rows[0]!;
console.table(
  rows.map((row) => ({
    endpoint: row.name,
    'req/s': Math.round(row.rps),
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    errors: row.errors,
    non2xx: row.non2xx,
    'vs bare': `${((row.rps / bare.rps) * 100).toFixed(0)}%`,
  })),
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
const list = rows[1]!;
console.log(
  `Target: list ≥ 40% of bare (${((list.rps / bare.rps) * 100).toFixed(0)}%), p99 < 40 ms (${list.p99} ms), zero errors (${list.errors + list.non2xx}).`,
);

/**
 * A signed-in shopper's cart (reads and adds) and whole offline checkouts. Each checkout pays a
 * quote prepared beforehand (one product per quote), so the measured request is the real work:
 * the card, the order's transaction (stock, lines, billing, cart) and the capture.
 */
async function benchCartAndCheckout(url: string): Promise<Row[]> {
  const rows: Row[] = [];
  const { items } = (await (await fetch(`${url}/api/products?pageSize=48`)).json()) as { items: Array<{ id: string }> };
  const shoppers: string[] = [];
  for (let i = 0; i < 20; i++) {
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

  let turn = 0;
  const asShopper = (method: string, path: string, body?: () => unknown): autocannon.Request[] => [
    {
      method: method as 'GET',
      path,
      setupRequest: (request) => ({
        ...request,
        headers: { cookie: shoppers[turn++ % shoppers.length]!, origin: url, 'content-type': 'application/json' },
        ...(body && { body: JSON.stringify(body()) }),
      }),
    },
  ];
  rows.push(
    await load('GET /api/cart (signed in, 3 lines)', `${url}/api/cart`, { requests: asShopper('GET', '/api/cart') }),
  );
  // Adds rotate over the catalogue page, so lines grow by one piece at a time and stay under 99.
  let pick = 0;
  rows.push(
    await load('POST /api/cart (signed in, one more piece)', `${url}/api/cart`, {
      requests: asShopper('POST', '/api/cart', () => ({ productId: items[pick++ % items.length]!.id, quantity: 1 })),
    }),
  );

  const quotes: Array<{ cookie: string; quoteId: string }> = [];
  const perShopper = 100;
  for (const cookie of shoppers) {
    for (let i = 0; i < perShopper; i++) {
      await send(cookie, 'DELETE', '/api/cart');
      await send(cookie, 'POST', '/api/cart', { productId: items[i % items.length]!.id });
      const session = (await (await send(cookie, 'POST', '/api/checkout/quote')).json()) as { quote: { id: string } };
      quotes.push({ cookie, quoteId: session.quote.id });
    }
  }
  let next = 0;
  const shipping = {
    name: 'Bench Buyer',
    phone: '(225) 555-0142',
    street: '1 Main St',
    city: 'Baton Rouge',
    state: 'LA',
    zip: '70801',
  };
  rows.push(
    await load('POST /api/checkout/pay (offline card, a whole order)', `${url}/api/checkout/pay`, {
      connections: 8,
      amount: quotes.length,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const { cookie, quoteId } = quotes[next++ % quotes.length]!;
            return {
              ...request,
              headers: { cookie, origin: url, 'content-type': 'application/json' },
              body: JSON.stringify({
                quoteId,
                shipping,
                card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
              }),
            };
          },
        },
      ],
    }),
  );
  return rows;
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
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! * 10) / 10;
  return { name, p50: at(0.5), p95: at(0.95), max: at(1), failures };
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
 * Issue 16: a rate change reprices every product of that metal. Each sample changes the gold rate
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
