import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { catalogueParts } from './web/vite-plugins/catalogue-parts.ts';
import { defineConfig } from 'vitest/config';

// Two projects: the server's, the domain's and the web's pure units in Node (*.test.ts), and the
// web's hooks and components in a DOM (web/**/*.test.tsx, happy-dom + Testing Library). Browser
// tests have their own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    // Every core: Vitest keeps one back for its main process by default, but that process idles
    // while the workers run PGlite and the app. On CI's 2 cores: 1 worker 234 s, 2 workers 165 s
    // (PGlite); 142 s → 74 s on PostgreSQL. On PostgreSQL one worker more, to use the cores while
    // the others wait on the server's round trips: 3 workers 255 s and 297 s in CI, against 284 s and
    // 319 s for 2 (docs/testing.md#ci). Capped so a big machine does not start a PGlite per core.
    maxWorkers: Math.min(availableParallelism() + (process.env.DATABASE_URL ? 1 : 0), 8),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'web/**/*.test.ts', 'docs/**/*.test.ts'],
          pool: 'forks',
          // A worker keeps the modules it loaded for its next file instead of importing the app, Fastify,
          // Better Auth and Drizzle again for every file (2-4 s each). Each file still builds its own app
          // and database, and no test changes a module's state or process.env.
          isolate: false,
          globalSetup: ['server/testing/global-setup.ts'],
          // On a busy two-core machine the heaviest tests (20 shoppers paying at once, 10,000 products) took over 30 s.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [react(), catalogueParts()],
        test: {
          name: 'web-dom',
          include: ['web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/src/testing/setup-dom.ts'],
        },
      },
    ],
  },
});
