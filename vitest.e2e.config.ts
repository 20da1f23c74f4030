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
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
