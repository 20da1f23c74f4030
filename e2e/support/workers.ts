import { availableParallelism } from 'node:os';

/**
 * How many test files run at once, each worker against a shop of its own (its own process and
 * embedded database), so one file's changes (a metal rate, a product, stock) never show in another's
 * pages. Most of a browser test is waiting on a round trip, so two run well on two cores.
 * E2E_WORKERS overrides it (1 runs the files one after another, against one shop).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())));
