// The signed-in shopper's rows: cart reads and adds, and whole offline checkouts.
import { Agent } from 'node:http';
import type autocannon from 'autocannon';
import { GOOD_CARD, TEST_SHIPPING } from '../../server/testing/shopper.ts';
import { BenchShopper, type Answer } from '../shopper.ts';
import { bareAround, load, percentile, rssMb, type Row } from './load.ts';
import { CART_SHOPPERS, CHECKOUT_SHOPPERS, DURATION_S, WARMUP_S } from './settings.ts';
import type { Targeted } from './targets.ts';

export interface CheckoutFigures {
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
export async function benchCartAndCheckout(url: string, pid: number, targeted: Targeted): Promise<Row[]> {
  const rows: Row[] = [];
  const list = (await (await fetch(`${url}/api/products?pageSize=48`)).json()) as {
    items: Array<{ id: string; sizes: string[] }>;
  };
  // Pieces sold as they are: a ring, bangle or chain needs a size the bench does not choose.
  const items = list.items.filter((item) => item.sizes.length === 0);
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
  const cartBody = await (await send(shoppers[0]!, 'GET', '/api/cart')).text();

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
  const cart = await bareAround(cartBody, async () => [
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
  // The checkouts' own client: fetch would take a tenth of a core from the shop (bench/shopper.ts).
  const agent = new Agent({ keepAlive: true });
  const figures = await benchCheckout(
    buyers.map((cookie) => new BenchShopper(new URL(url), agent, cookie)),
    items,
    pid,
  );
  agent.destroy();
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
  buyers: BenchShopper[],
  items: Array<{ id: string }>,
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
  const timedStep = async (step: 'add' | 'quote' | 'pay', call: () => Promise<Answer>) => {
    const started = performance.now();
    const answer = await call();
    if (measuring) figures[step].push(performance.now() - started);
    if (answer.status < 200 || answer.status > 299) {
      if (measuring) fail(`${step} ${answer.status}`);
      return undefined;
    }
    return answer;
  };
  let stopAt = 0;
  const shopperLoop = async (buyer: BenchShopper) => {
    while (Date.now() < stopAt) {
      const started = performance.now();
      const product = items[Math.floor(Math.random() * items.length)]!;
      if ((await timedStep('add', () => buyer.call('POST', '/api/cart', { productId: product.id }))) === undefined)
        continue;
      const session = await timedStep('quote', () =>
        buyer.call('POST', '/api/checkout/quote', undefined, { read: true }),
      );
      if (session === undefined) continue;
      const quoteId = (session.body as { quote: { id: string } }).quote.id;
      const paid = await timedStep('pay', () =>
        buyer.call('POST', '/api/checkout/pay', { quoteId, shipping: TEST_SHIPPING, card: GOOD_CARD }),
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
