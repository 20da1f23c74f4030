import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/support/workers.ts';

// Browser tests: Chromium (Debian's) against the real server on a fresh embedded database, one
// server per worker (e2e/support/global-setup.ts).
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    pool: 'forks',
    // A worker keeps playwright-core, axe and the helpers it loaded for its next file instead of
    // importing them again for each of the 37 files (import time 78 s → 9–11 s in all). Each file
    // still starts its own Chromium and keeps its state in its own module.
    isolate: false,
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    // On a busy two-core machine a page can take seconds to answer.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits for what a page shows; Vitest's default of 1 s is a quiet machine's figure.
    expect: { poll: { timeout: 10_000 } },
  },
});
