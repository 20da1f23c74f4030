import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../providers/mail/mailer.ts';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './test-database.ts';

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
export async function createTestApp(overrides: Partial<Config> = {}, mailer?: Mailer): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(overrides),
    db: database.db,
    logger: false,
    ...(mailer && { mailer }),
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
