import { availableParallelism } from 'node:os';

/**
 * How many test files run at once, each worker against a shop of its own (its own process and
 * embedded database), so one file's changes (a metal rate, a product, stock) never show in another's
 * pages. One more worker than cores: while one waits on a round trip another renders. Measured on
 * CI's 2 cores with Chromium's headless shell, the whole run: 2 workers 361 s, 3 workers 305 s,
 * 4 workers 290 s with the machine saturated (3 keeps headroom for a busy machine).
 * E2E_WORKERS overrides it (1 runs the files one after another, against one shop).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.min(availableParallelism() + 1, 6)));
