import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { ensureOwner } from '../modules/accounts/accounts.service.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { metalPrices } from '../modules/rates/rates.tables.ts';
import { testConfig } from '../testing/test-app.ts';
import { openDatabase, type Database } from './client.ts';
import { demoProductRows } from './demo-catalogue.ts';
import { seedDemoDataIfEmpty } from './seed.ts';
import { createThrowawayPostgres } from './throwaway-database.ts';

// Instances of the shop started at the same moment on one fresh PostgreSQL (a compose file
// with two replicas) seed the demo catalogue once and create the owner once, and all of them start.

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('instances starting together on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    scratch = await createThrowawayPostgres(serverUrl!);
    for (let i = 0; i < 3; i++) {
      const database = await openDatabase({ databaseUrl: scratch.url });
      databases.push(database);
      apps.push(await buildApp({ config: testConfig(), db: database.db, logger: false }));
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    for (const database of databases) await database.close();
    await scratch?.drop();
  });

  it('seeds the demo catalogue once', async () => {
    const seeded = await Promise.all(databases.map((database) => seedDemoDataIfEmpty(database.db)));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const db = databases[0]!.db;
    expect((await db.select({ n: count() }).from(products))[0]!.n).toBe(demoProductRows(String).length);
    expect((await db.select({ n: count() }).from(metalPrices))[0]!.n).toBe(4);
  });

  it('creates the owner once, and none of the instances fails', async () => {
    const email = 'owner@example.com';
    const generated = await Promise.all(
      apps.map((app, i) => ensureOwner(databases[i]!.db, app.auth, email, 'Owner12345')),
    );
    expect(generated).toEqual([undefined, undefined, undefined]);
    const owners = await databases[0]!.db.select().from(users).where(eq(users.email, email));
    expect(owners.map((owner) => owner.role)).toEqual(['owner']);
  });
});
