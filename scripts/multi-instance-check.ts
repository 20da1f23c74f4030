// npm run test:multi: two production instances of the shop on one fresh PostgreSQL
// database and one Redis, behind their own nginx (round robin), behave as one shop:
//   (a) a gold rate changed through A is priced by B within a second;
//   (b) a cart built through A is quoted and paid through B: exactly one order;
//   (c) the sign-in limit counts wrong passwords sent through nginx to both instances together;
//   (d) under load through nginx, SIGTERM to one instance fails no request.
// Prints what each step saw and exits non-zero on any failure; everything it started or made
// (processes, temp folder, database, Redis keys) is removed at the end.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type { Product } from '#domain/catalog/product.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { AUTH_RATE_LIMIT_DEFAULTS } from '../server/modules/accounts/auth-limits.settings.ts';
import { Browser, cleanUp, onCleanUp, say, sleep, startCluster, type Instance } from './lib/shop-cluster.ts';

const started = Date.now();
/** The owner account the cluster created (set by main). */
let ADMIN = { email: '', password: '' };
const GOOD_PASSWORD = 'Jewels2026';
const SHIPPING = {
  name: 'Amira Haddad',
  phone: '(225) 555-0142',
  street: '4520 Government St',
  city: 'Baton Rouge',
  state: 'LA',
  zip: '70806',
};
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
const PROPAGATION_LIMIT_MS = 1000;
const LOAD_SECONDS = 8;
const SIGTERM_AFTER_MS = 3000;

const failures: string[] = [];
function check(ok: boolean, what: string): void {
  say(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}
const cents = (value: number) => value.toLocaleString('en-US');

async function expectOk<T>(what: string, answer: Promise<Awaited<ReturnType<Browser['call']>>>): Promise<T> {
  const response = await answer;
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${response.text.slice(0, 300)}`);
  return response.json() as T;
}

// ---------------------------------------------------------------------------------------------
// The checks.

async function rateChangeReachesB(a: Instance, b: Instance): Promise<void> {
  say('(a) a gold rate changed through A, read through B');
  const admin = new Browser();
  await expectOk('admin sign-in through A', admin.call(a.url, 'POST', '/api/auth/sign-in/email', ADMIN));
  const visitor = new Browser();
  // B's caches hold the collection and the piece, priced at the old rate.
  const collection = await expectOk<{ items: Product[] }>(
    'collection through B',
    visitor.call(b.url, 'GET', '/api/products?pageSize=48'),
  );
  const piece = collection.items.find((item) => item.metal === 'Gold');
  if (!piece) throw new Error('no gold piece in the demo collection');
  await expectOk<Product>('gold piece through B', visitor.call(b.url, 'GET', `/api/products/${piece.id}`));
  const gold = (await expectOk<MetalPrice[]>('rates through A', admin.call(a.url, 'GET', '/api/metals'))).find(
    (metal) => metal.metal === 'Gold',
  )!;
  const newRate = gold.pricePerGram + 1234;
  await expectOk(
    'rate change through A',
    admin.call(a.url, 'PATCH', `/api/metals/${gold.id}`, { pricePerGram: newRate }),
  );
  const changedAt = Date.now();
  const expected = (await expectOk<Product>('piece through A', admin.call(a.url, 'GET', `/api/products/${piece.id}`)))
    .price;
  say(
    `     gold ${cents(gold.pricePerGram)} → ${cents(newRate)} cents/g through A; "${piece.name}" ${cents(piece.price)} → ${cents(expected)} cents on A`,
  );

  let pieceAfter = -1;
  let listAfter = -1;
  while (Date.now() - changedAt < 3000) {
    const [one, list] = await Promise.all([
      expectOk<Product>('piece through B', visitor.call(b.url, 'GET', `/api/products/${piece.id}`)),
      expectOk<{ items: Product[] }>('collection through B', visitor.call(b.url, 'GET', '/api/products?pageSize=48')),
    ]);
    if (pieceAfter < 0 && one.price === expected) pieceAfter = Date.now() - changedAt;
    if (listAfter < 0 && list.items.find((item) => item.id === piece.id)?.price === expected) {
      listAfter = Date.now() - changedAt;
    }
    if (pieceAfter >= 0 && listAfter >= 0) break;
    await sleep(20);
  }
  say(
    `     B served the new price: the piece after ${pieceAfter} ms, the collection after ${listAfter} ms (-1: never within 3 s)`,
  );
  check(
    pieceAfter >= 0 && pieceAfter < PROPAGATION_LIMIT_MS && listAfter >= 0 && listAfter < PROPAGATION_LIMIT_MS,
    `(a) B prices the gold piece and the collection at the new rate within ${PROPAGATION_LIMIT_MS} ms`,
  );
}

async function cartThroughAPaidThroughB(a: Instance, b: Instance, database: pg.Client): Promise<void> {
  say('(b) a cart built through A, quoted and paid through B');
  const shopper = new Browser();
  const email = `multi-${randomBytes(4).toString('hex')}@example.com`;
  await expectOk(
    'sign-up through A',
    shopper.call(a.url, 'POST', '/api/auth/sign-up/email', { name: 'Multi Shopper', email, password: GOOD_PASSWORD }),
  );
  const list = await expectOk<{ items: Product[] }>(
    'collection through A',
    shopper.call(a.url, 'GET', '/api/products?pageSize=48'),
  );
  const pieces = list.items.filter((item) => item.stock >= 2 && item.sizes.length === 0).slice(0, 2);
  for (const [index, piece] of pieces.entries()) {
    await expectOk(
      'add to cart through A',
      shopper.call(a.url, 'POST', '/api/cart', { productId: piece.id, quantity: index + 1 }),
    );
  }
  const cartOnB = await expectOk<{ lines: unknown[]; total: number }>(
    'cart through B',
    shopper.call(b.url, 'GET', '/api/cart'),
  );
  say(
    `     cart through A: ${pieces.map((piece, index) => `${index + 1} × "${piece.name}"`).join(', ')}; B sees ${cartOnB.lines.length} lines, total ${cents(cartOnB.total)} cents`,
  );
  const session = await expectOk<{ quote: { id: string; total: number }; payment: { intentId: string } }>(
    'quote through B',
    shopper.call(b.url, 'POST', '/api/checkout/quote'),
  );
  const paid = await expectOk<{ order: { id: string; number: string; total: number } }>(
    'payment through B',
    shopper.call(b.url, 'POST', '/api/checkout/pay', {
      quoteId: session.quote.id,
      shipping: SHIPPING,
      card: GOOD_CARD,
    }),
  );
  say(
    `     quote ${session.quote.id} (${cents(session.quote.total)} cents) and payment through B: order ${paid.order.number}, ${cents(paid.order.total)} cents`,
  );
  // The same payment sent again, through A this time (a double click, a retry).
  const again = await shopper.call(a.url, 'POST', '/api/checkout/pay', {
    quoteId: session.quote.id,
    shipping: SHIPPING,
    card: GOOD_CARD,
  });
  say(`     the same payment sent again through A: ${again.status} ${again.text.slice(0, 120)}`);
  const mine = await expectOk<{ items: Array<{ id: string }> }>(
    'orders through A',
    shopper.call(a.url, 'GET', '/api/orders'),
  );
  const { rows } = await database.query<{ n: number }>(
    'select count(*)::int as n from orders where transaction_id = $1',
    [session.payment.intentId],
  );
  say(
    `     orders: ${mine.items.length} in the shopper's list through A, ${rows[0]!.n} in the database for the payment`,
  );
  check(
    paid.order.total === session.quote.total &&
      mine.items.length === 1 &&
      mine.items[0]!.id === paid.order.id &&
      rows[0]!.n === 1,
    '(b) exactly one order, for the quoted total, seen from both instances',
  );
}

async function signInLimitAcrossInstances(
  nginxUrl: string,
  a: Instance,
  b: Instance,
  redis: Redis,
  namespace: string,
): Promise<void> {
  const limit = AUTH_RATE_LIMIT_DEFAULTS.SIGN_IN.perEmailPerIp;
  say(`(c) wrong passwords through nginx (the limit: ${limit} failures per account and address)`);
  const stranger = new Browser();
  const email = `target-${randomBytes(4).toString('hex')}@example.com`;
  const served = new Map<string, number>();
  const statuses: number[] = [];
  let refusal: Awaited<ReturnType<Browser['call']>> | undefined;
  for (let attempt = 1; attempt <= limit + 1; attempt++) {
    const response = await stranger.call(nginxUrl, 'POST', '/api/auth/sign-in/email', {
      email,
      password: 'wrong-password-1',
    });
    statuses.push(response.status);
    const who =
      response.upstream === `127.0.0.1:${a.port}`
        ? 'A'
        : response.upstream === `127.0.0.1:${b.port}`
          ? 'B'
          : String(response.upstream);
    if (response.status !== 429) served.set(who, (served.get(who) ?? 0) + 1);
    else refusal = response;
  }
  const keys = await redis.keys(`${namespace}*`);
  say(
    `     statuses ${statuses.join(' ')}; failures answered by ${[...served].map(([who, n]) => `${who} ${n}`).join(', ')}`,
  );
  say(
    `     attempt ${limit + 1}: ${refusal ? `429, retry-after ${refusal.headers.get('retry-after')} s (answered by ${refusal.upstream})` : 'not refused'}; ${keys.length} counters in Redis under ${namespace}`,
  );
  check(
    statuses.slice(0, limit).every((status) => status === 401) &&
      statuses[limit] === 429 &&
      (served.get('A') ?? 0) > 0 &&
      (served.get('B') ?? 0) > 0 &&
      (served.get('A') ?? 0) < limit &&
      (served.get('B') ?? 0) < limit,
    `(c) ${limit} failures split over both instances, the next refused: the limit is counted across instances`,
  );
}

async function sigtermUnderLoad(nginxUrl: string, errorLog: string, b: Instance): Promise<void> {
  say(`(d) ${LOAD_SECONDS} s of catalogue load through nginx; SIGTERM to B after ${SIGTERM_AFTER_MS / 1000} s`);
  const list = (await (await fetch(`${nginxUrl}/api/products?pageSize=48`)).json()) as { items: Product[] };
  const paths = [
    '/api/products',
    '/api/products?page=2',
    '/api/products?sort=price-asc',
    '/api/metals',
    '/',
    ...list.items.slice(0, 10).map((item) => `/api/products/${item.id}`),
  ];
  let next = 0;
  // What each failed request saw (a reset, a cut answer), for the output.
  const requestErrors = new Map<string, number>();
  const load = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: nginxUrl,
        connections: 16,
        duration: LOAD_SECONDS,
        requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
      },
      (error: unknown, result) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result),
    );
    instance.on('reqError', (error: Error) =>
      requestErrors.set(error.message, (requestErrors.get(error.message) ?? 0) + 1),
    );
  });
  await sleep(SIGTERM_AFTER_MS);
  const sentAt = Date.now();
  const logBefore = b.output().length;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; after: number }>((resolve) =>
    b.process.once('exit', (code, signal) => resolve({ code, signal, after: Date.now() - sentAt })),
  );
  b.process.kill('SIGTERM');
  say(`     SIGTERM sent to B (pid ${b.process.pid})`);
  const [result, exit] = await Promise.all([load, exited]);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, stat]) => `${status}: ${(stat as { count: number }).count}`)
    .join(', ');
  say(
    `     B exited with code ${exit.code}${exit.signal ? ` (signal ${exit.signal})` : ''} ${exit.after} ms after SIGTERM`,
  );
  say(
    `     ${result.requests.total} requests (${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms); statuses ${statuses}; non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}${[...requestErrors].map(([message, count]) => `\n       ${count} × ${message}`).join('')}`,
  );
  const shutdownLog = b.output().slice(logBefore).trim().split('\n').filter(Boolean);
  say(
    `     B's log after SIGTERM:${shutdownLog.map((line) => `\n       ${line.slice(0, 200)}`).join('') || ' nothing'}`,
  );
  // Requests nginx could not hand to B (refused connection, closed keep-alive) and sent to A instead.
  const retried = readFileSync(errorLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes(`127.0.0.1:${b.port}`));
  // By what nginx was doing: before the answer's header it passes the request to A; after, it cannot.
  const kinds = new Map<string, number>();
  for (const line of retried) {
    const kind = /\] \d+#\d+: \*\d+ (.*?), client:/.exec(line)?.[1] ?? line.slice(0, 120);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  say(
    `     nginx's error log names B ${retried.length} times${[...kinds].map(([kind, count]) => `\n       ${count} × ${kind}`).join('')}`,
  );
  const aStill = (await fetch(`${nginxUrl}/api/metals`)).status;
  say(`     afterwards nginx still answers through A: ${aStill}`);
  check(
    result.non2xx === 0 && result.errors === 0 && result.timeouts === 0 && exit.code === 0 && aStill === 200,
    '(d) no request failed while B shut down, and B exited 0',
  );
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  // info: the shutdown's own lines are shown by (d) (there is no per-request log line).
  const cluster = await startCluster('multi-check', { LOG_LEVEL: 'info', SHUTDOWN_GRACE_SECONDS: '10' });
  const { a, b, nginx, redis, namespace } = cluster;
  ADMIN = cluster.admin;
  const database = new pg.Client({ connectionString: cluster.databaseUrl });
  try {
    await database.connect();
    onCleanUp(() => database.end());

    const steps: Array<[string, () => Promise<void>]> = [
      ['a', () => rateChangeReachesB(a, b)],
      ['b', () => cartThroughAPaidThroughB(a, b, database)],
      ['c', () => signInLimitAcrossInstances(nginx.url, a, b, redis, namespace)],
      ['d', () => sigtermUnderLoad(nginx.url, nginx.errorLog, b)],
    ];
    for (const [name, step] of steps) {
      try {
        await step();
      } catch (error) {
        check(false, `(${name}) ${(error as Error).message}`);
      }
    }
  } finally {
    if (failures.length > 0) {
      for (const instance of [a, b]) {
        console.log(`\n--- instance ${instance.name} output ---\n${instance.output().slice(-4000)}`);
      }
      if (existsSync(nginx.errorLog))
        console.log(`\n--- nginx error log ---\n${readFileSync(nginx.errorLog, 'utf8').slice(-2000)}`);
    }
  }
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(error);
  failures.push((error as Error).message);
}
await cleanUp();
if (failures.length > 0) {
  console.log(`\nmulti-instance check FAILED (${failures.length}):\n- ${failures.join('\n- ')}`);
  exitCode = 1;
} else {
  console.log(`\nmulti-instance check passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
process.exit(exitCode);
