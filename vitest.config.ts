import { defineConfig } from 'vitest/config';

// Unit, property and API tests. Browser tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
