import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { AUTH_RATE_LIMIT_DEFAULTS } from '../modules/accounts/auth-limits.settings.ts';
import type { ScryptCost } from '../modules/accounts/password-hash.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './test-database.ts';

// Two statements sent at once on one connection (reads in parallel inside a transaction) work in
// node-postgres 8 with a warning and fail from version 9: here they fail the test that sends them.
process.on('warning', (warning) => {
  if (warning.message.includes('already executing a query')) throw warning;
});

/** Limits no test reaches, for files that sign many users up from one address (the limits have tests of their own). */
export const ROOMY_AUTH_LIMITS = Object.fromEntries(
  Object.keys(AUTH_RATE_LIMIT_DEFAULTS).map((action) => [
    action,
    { perIp: 1e6, perEmailPerIp: 1e6, perEmail: 1e6, windowMinutes: 1 },
  ]),
) as Config['authRateLimits'];

/**
 * The scrypt cost of the accounts tests make: a hash in about a millisecond instead of 140. The
 * cost is written into each hash, so a shop at the real cost (a spawned one, a restored backup)
 * still checks them; password-hash.test.ts covers the real cost.
 */
export const TEST_SCRYPT_COST: ScryptCost = { N: 1024, r: 8, p: 1 };

export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * Defaults for tests: no web build, a fixed auth secret, nothing written to ./data. With
 * REDIS_URL set (CI does), rate limits count in Redis as they would across instances.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    webDistDir: undefined,
    authSecret: TEST_AUTH_SECRET,
    dataDir: tmpdir(),
    redisUrl: process.env.REDIS_URL,
    rateLimitNamespace: `test-${randomUUID()}:`,
    ...overrides,
  };
}

/** The real app on a fresh database, driven with app.inject (no port). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  dependencies: Pick<AppDependencies, 'mailer' | 'gateway' | 'now' | 'storage' | 'logger' | 'passwordCost'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(overrides),
    db: database.db,
    logger: false,
    passwordCost: TEST_SCRYPT_COST,
    ...dependencies,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
