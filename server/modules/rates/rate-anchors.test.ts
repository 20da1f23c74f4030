import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { seedMetalPrices } from '#server/db/seed.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import { readRateAnchors } from './rate-anchors.ts';
import { metalPriceChanges, metalPrices } from './rates.tables.ts';

// What the feed measures a move from, read from a gold history written at known times.

const HOUR = 3_600_000;
const now = new Date('2026-11-25T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR);
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMetalPrices(database.db);
});
afterAll(() => database.close());

/** Gold's history as these changes (from, to in dollars; who; hours before `now`), the rate the last. */
async function goldHistory(changes: Array<[string, string, string, number]>) {
  await database.db.delete(metalPriceChanges).where(eq(metalPriceChanges.metal, 'Gold'));
  for (const [index, [from, to, by, hours]] of changes.entries()) {
    await database.db.insert(metalPriceChanges).values({
      id: `rate_test_${index}`,
      metal: 'Gold',
      fromPrice: from,
      toPrice: to,
      changedBy: by,
      changedAt: hoursAgo(hours),
    });
  }
  await database.db
    .update(metalPrices)
    .set({ pricePerGram: changes.at(-1)![1] })
    .where(eq(metalPrices.metal, 'Gold'));
}

const goldAnchor = async () => (await readRateAnchors(database.db, now)).find((anchor) => anchor.metal === 'Gold');

describe('readRateAnchors', () => {
  it("is the rate 24 hours ago when only the feed moved it since, the feed's own steps not counted", async () => {
    await goldHistory([
      ['75.40', '76.00', 'Noor Admin', 30],
      ['76.00', '74.00', 'Rate feed', 20],
      ['74.00', '72.00', 'Rate feed', 2],
    ]);
    expect(await goldAnchor()).toEqual({
      metal: 'Gold',
      rate: 760_000,
      basis: 'day_ago',
      since: hoursAgo(24).toISOString(),
      by: null,
    });
  });

  it('is the last rate an admin set or approved within the day, whoever moved it after', async () => {
    await goldHistory([
      ['75.40', '74.00', 'Rate feed', 30],
      ['74.00', '80.00', 'Noor Admin (feed)', 5],
      ['80.00', '78.50', 'Rate feed', 1],
    ]);
    expect(await goldAnchor()).toEqual({
      metal: 'Gold',
      rate: 800_000,
      basis: 'admin',
      since: hoursAgo(5).toISOString(),
      by: 'Noor Admin (feed)',
    });
  });

  it('is the earliest known rate when the whole history is younger than a day, and the stored rate without one', async () => {
    await goldHistory([['75.40', '77.00', 'Rate feed', 3]]);
    expect(await goldAnchor()).toMatchObject({ rate: 754_000, basis: 'day_ago' });
    const silver = (await readRateAnchors(database.db, now)).find((anchor) => anchor.metal === 'Silver');
    expect(silver).toMatchObject({ rate: 9_800, basis: 'day_ago' });
  });
});
