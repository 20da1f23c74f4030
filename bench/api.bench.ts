// npm run bench:api — builds the shop as `npm start` runs it, seeds 10,000 products into a fresh database (PGlite, or a throw-away database on
// DATABASE_URL's PostgreSQL), loads the API with autocannon next to a bare node:http server measured
// in the same run, then grows the catalogue to 100,000 products for the dashboard and the catalogue's
// uncached reads. Ends with the table of targets (docs/benches.md): each row now and its target.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { refreshCatalogueStatistics, seedDemoDataIfEmpty, seedGeneratedProducts } from '../server/db/seed.ts';
import { createThrowawayPostgres } from '../server/db/throwaway-database.ts';
import { products } from '../server/modules/catalog/catalog.tables.ts';
import { orders } from '../server/modules/orders/orders.tables.ts';
import { offlinePayments } from '../server/providers/payments/offline-payments.tables.ts';
import { startShop } from './support.ts';
import { benchAdmin, type AdminRow } from './api/admin.ts';
import { benchCartAndCheckout } from './api/cart-checkout.ts';
import { bareAround, load, randomQueryPath, run, type Row } from './api/load.ts';
import {
  ADMIN_CONCURRENCY,
  ADMIN_PRODUCTS,
  ADMIN_SAMPLES,
  CONNECTIONS,
  DURATION_S,
  OWNER,
  PRODUCTS,
  RANDOM_PAGES,
  WARMUP_S,
} from './api/settings.ts';
import { printTargetTable, type Targeted } from './api/targets.ts';

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
// That update left a dead row for each product: vacuumed now, not by autovacuum during the first rows.
await refreshCatalogueStatistics(database.db);
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
const targeted: Targeted = {};
let listBodyBytes = 0;
try {
  const listUrl = `${shop.url}/api/products`;
  const listBody = await (await fetch(listUrl)).text();
  listBodyBytes = Buffer.byteLength(listBody);
  const firstId = (JSON.parse(listBody) as { items: Array<{ id: string }> }).items[0]!.id;

  // Warm the shop process as a whole (JIT, caches) before its first measured endpoint, so the
  // order of the rows does not favour the later ones.
  await run({ url: listUrl, connections: CONNECTIONS, duration: Math.min(5, DURATION_S) });
  const cached = await bareAround(listBody, async () => [
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

  rows.push(...(await benchCartAndCheckout(shop.url, shop.process.pid!, targeted)));
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
printTargetTable(targeted, engine);
