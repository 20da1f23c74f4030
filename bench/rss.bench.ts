// npm run bench:rss — the memory of one shop process (resident set size), idle and under
// bench:api's load, against its target (200 MB). Each row starts the shop on a fresh database: a
// throw-away one on DATABASE_URL's PostgreSQL when it is set (dropped afterwards), else PGlite in a temp folder.
// Rows: the production build as `npm start` runs it (SHOP_NODE_FLAGS), the same build without the
// heap flags, and the TypeScript sources through tsx (RSS_BUILDS=production skips the sources).
// RSS_FLAGS='--a --b|--c' measures the production build with other sets of node flags instead.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/client.ts';
import { seedDemoDataIfEmpty } from '../server/db/seed.ts';
import { createThrowawayPostgres } from '../server/db/throwaway-database.ts';
import { products } from '../server/modules/catalog/catalog.tables.ts';
import { SHOP_NODE_FLAGS } from '../scripts/lib/node-flags.ts';
import { startShop, type ServerBuild } from './support.ts';
import { GOOD_CARD, TEST_SHIPPING } from '../server/testing/shopper.ts';

const TARGET_MB = 200;
const IDLE_S = 10;
const LOAD_S = Number(process.env.BENCH_SECONDS ?? 15);
/** After the load, how long the process is left alone before its settled RSS is read. */
const SETTLE_S = 5;
const BROWSERS = 16;
const CART_SHOPPERS = 32;
const CHECKOUT_SHOPPERS = 8;

/** Resident set size of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024);
}

interface Variant {
  name: string;
  build: ServerBuild;
  nodeFlags?: readonly string[];
}

/** Production rows: `npm start`'s flags and the same without heap settings, or RSS_FLAGS's sets. */
function variants(): Variant[] {
  const production: Variant[] = process.env.RSS_FLAGS
    ? process.env.RSS_FLAGS.split('|').map((flags) => {
        const nodeFlags = flags.trim().split(/\s+/).filter(Boolean);
        return { name: `production ${nodeFlags.join(' ') || '(no flags)'}`, build: 'production', nodeFlags };
      })
    : [
        {
          name: `production (npm start: ${SHOP_NODE_FLAGS.join(' ')})`,
          build: 'production',
          nodeFlags: SHOP_NODE_FLAGS,
        },
        {
          name: 'production, no heap flags (--enable-source-maps)',
          build: 'production',
          nodeFlags: ['--enable-source-maps'],
        },
      ];
  const builds = (process.env.RSS_BUILDS ?? 'production,source').split(',');
  return [
    ...(builds.includes('production') ? production : []),
    ...(builds.includes('source') ? [{ name: 'source (tsx)', build: 'source' as const }] : []),
  ];
}

/** Signs up `n` shoppers (one session each) and puts three pieces in each one's cart. */
async function shoppers(url: string, n: number, items: Array<{ id: string }>): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < n; i++) {
    const response = await fetch(`${url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': `10.4.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ name: `Rss ${i}`, email: `rss${i}@example.com`, password: 'BenchPass2026' }),
    });
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token='));
    if (!cookie) throw new Error(`sign-up for the bench failed: ${response.status} ${await response.text()}`);
    cookies.push(cookie.split(';')[0]!);
  }
  for (const cookie of cookies) {
    for (const item of items.slice(0, 3)) {
      await fetch(`${url}/api/cart`, {
        method: 'POST',
        headers: { cookie, origin: url, 'content-type': 'application/json' },
        body: JSON.stringify({ productId: item.id }),
      });
    }
  }
  return cookies;
}

/** Offline checkouts (add a piece → quote → pay), each buyer in a loop until `stopAt`; returns the orders paid. */
async function checkouts(url: string, buyers: string[], items: Array<{ id: string }>, stopAt: number) {
  let paid = 0;
  let failed = 0;
  const send = (cookie: string, path: string, body?: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { cookie, origin: url, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  await Promise.all(
    buyers.map(async (cookie) => {
      while (Date.now() < stopAt) {
        const item = items[Math.floor(Math.random() * items.length)]!;
        const added = await send(cookie, '/api/cart', { productId: item.id });
        await added.arrayBuffer();
        const quoted = await send(cookie, '/api/checkout/quote');
        if (!added.ok || !quoted.ok) {
          failed++;
          await quoted.arrayBuffer();
          continue;
        }
        const { quote } = (await quoted.json()) as { quote: { id: string } };
        const payment = await send(cookie, '/api/checkout/pay', {
          quoteId: quote.id,
          shipping: TEST_SHIPPING,
          card: GOOD_CARD,
        });
        await payment.arrayBuffer();
        if (payment.ok) paid++;
        else failed++;
      }
    }),
  );
  return { paid, failed };
}

async function measure(variant: Variant) {
  // A fresh database with the demo catalogue, every piece plentiful (checkouts must not run out).
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-rss-'));
  const postgres = process.env.DATABASE_URL ? await createThrowawayPostgres(process.env.DATABASE_URL) : undefined;
  try {
    const database = await openDatabase({ dataDir, databaseUrl: postgres?.url });
    await seedDemoDataIfEmpty(database.db);
    await database.db.update(products).set({ stock: 1_000_000 });
    await database.close();

    const shop = await startShop(
      {
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'false',
        DATABASE_URL: postgres?.url ?? '',
        TRUST_PROXY: '1',
        ADMIN_PASSWORD: 'BenchOwner2026',
      },
      variant.build,
      variant.nodeFlags,
    );
    const pid = shop.process.pid!;
    try {
      await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
      const idle = rssMb(pid);
      const list = (await (await fetch(`${shop.url}/api/products?pageSize=48`)).json()) as {
        items: Array<{ id: string; sizes: string[] }>;
      };
      // Pieces sold as they are: a ring, bangle or chain needs a size the bench does not choose.
      const items = list.items.filter((item) => item.sizes.length === 0);
      const cookies = await shoppers(shop.url, CART_SHOPPERS, items);
      let peak = rssMb(pid);
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
      const stopAt = Date.now() + LOAD_S * 1000;
      let n = 0;
      const [browsing, carts, bought] = await Promise.all([
        // Browsing: pages rendered on the server, catalogue queries (cached and sorted by price), a piece, rates.
        autocannon({
          url: shop.url,
          connections: BROWSERS,
          duration: LOAD_S,
          requests: [
            {
              setupRequest: (request) => {
                const i = n++;
                const paths = [
                  '/',
                  '/collection',
                  `/api/products?sort=price-asc&page=${1 + (i % 3)}`,
                  `/product/${items[i % items.length]!.id}`,
                  '/api/metals',
                ];
                return { ...request, path: paths[i % paths.length] };
              },
            },
          ],
        }),
        // Signed-in cart reads, each connection its own shopper's session.
        autocannon({
          url: shop.url,
          connections: CART_SHOPPERS,
          duration: LOAD_S,
          requests: [
            {
              path: '/api/cart',
              setupRequest: (request, context: { cookie?: string }) => {
                context.cookie ??= cookies[n++ % cookies.length]!;
                return { ...request, headers: { cookie: context.cookie, origin: shop.url } };
              },
            },
          ],
        }),
        checkouts(shop.url, cookies.slice(0, CHECKOUT_SHOPPERS), items, stopAt),
      ]);
      clearInterval(sampler);
      const loaded = rssMb(pid);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
      const settled = rssMb(pid);
      const errors = browsing.errors + browsing.non2xx + carts.errors + carts.non2xx + bought.failed;
      return {
        run: variant.name,
        'idle MB': idle,
        'peak MB': Math.max(peak, loaded),
        'after load MB': loaded,
        [`${SETTLE_S} s later MB`]: settled,
        'browse req/s': Math.round(browsing.requests.average),
        'cart req/s': Math.round(carts.requests.average),
        'orders/s': Math.round((bought.paid / LOAD_S) * 10) / 10,
        errors,
        [`≤ ${TARGET_MB} MB`]: Math.max(peak, loaded) <= TARGET_MB ? 'yes' : 'NO',
      };
    } finally {
      await shop.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

const engine = process.env.DATABASE_URL ? 'PostgreSQL (a throw-away database per row)' : 'embedded PGlite';
console.log(`Shop process RSS on ${engine}, target ≤ ${TARGET_MB} MB under load.`);
const rows = [];
for (const variant of variants()) rows.push(await measure(variant));
console.table(rows);
console.log(
  `Idle: ${IDLE_S} s after start. Load: ${LOAD_S} s of, at once, ${BROWSERS} connections browsing (home, collection, ` +
    `price-sorted list, a piece, rates), ${CART_SHOPPERS} signed-in shoppers reading their carts and ` +
    `${CHECKOUT_SHOPPERS} of them in offline checkouts (add → quote → pay). Peak: sampled every 250 ms.`,
);
