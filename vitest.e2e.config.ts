import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/support/workers.ts';

// Browser tests: Chromium (Debian's) against the real server on a fresh embedded database, one
// server per worker (e2e/support/global-setup.ts).
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    // On a busy two-core machine a page can take seconds to answer.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits for what a page shows; Vitest's default of 1 s is a quiet machine's figure.
    expect: { poll: { timeout: 10_000 } },
  },
});
