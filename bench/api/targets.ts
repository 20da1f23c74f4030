// The table of targets (docs/benches.md): each row as measured now, and its target.
import type { CheckoutFigures } from './cart-checkout.ts';
import { percentile, type Row } from './load.ts';
import { ADMIN_PRODUCTS, CART_SHOPPERS, CHECKOUT_SHOPPERS, DURATION_S, PRODUCTS } from './settings.ts';

/** The figures the table of targets reports, filled in as the rows are measured. */
export type Targeted = Partial<{
  cached: Row;
  cachedBare: Row;
  random: Row;
  cart: Row;
  cartBare: Row;
  checkout: CheckoutFigures;
  random100k: Row;
}>;

/** The table of targets: each row as measured now, and its target. */
export function printTargetTable(targeted: Targeted, engine: string) {
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
