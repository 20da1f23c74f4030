import { defineConfig } from 'vitest/config';

// Browser tests: Chromium (Debian's) against the real server on a fresh embedded database.
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    pool: 'forks',
    // One browser at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
