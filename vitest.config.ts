import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit, property and API tests, and the web app's pure units (web/**/*.test.ts, in Node). Browser
// tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.ts'],
    pool: 'forks',
    // A worker keeps the modules it loaded for its next file instead of importing the app, Fastify,
    // Better Auth and Drizzle again for every file (2-4 s each). Each file still builds its own app
    // and database, and no test changes a module's state or process.env.
    isolate: false,
    globalSetup: ['server/testing/global-setup.ts'],
    // Every core: Vitest keeps one back for its main process by default, but that process idles
    // while the workers run PGlite and the app. On CI's 2 cores: 1 worker 234 s, 2 workers 165 s
    // (PGlite); 142 s → 74 s on PostgreSQL. Capped so a big machine does not start a PGlite per core.
    maxWorkers: Math.min(availableParallelism(), 8),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
