// The bench's sizes and loads, shared by its rows and the table of targets.
export const CONNECTIONS = 64;
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);
export const WARMUP_S = Math.min(3, DURATION_S);
export const PRODUCTS = 10_000;
export const ADMIN_PRODUCTS = 100_000;
export const ADMIN_SAMPLES = 200;
export const ADMIN_CONCURRENCY = 4;
export const UPLOADS = 10;
/** Signed-in cart reads, each connection its own shopper's session. */
export const CART_SHOPPERS = 64;
/** Whole offline checkouts (add → quote → pay), each shopper in a loop of its own. */
export const CHECKOUT_SHOPPERS = 16;
/** Random-query catalogue: pages 1 to this, so a page's offset reaches 480 rows. */
export const RANDOM_PAGES = 40;
/** The owner account the dashboard rows sign in with (created when the shop first starts). */
export const OWNER = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'BenchOwner2026' };
