import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { seedMetalPrices } from '#server/db/seed.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import { moduleServices } from '../services.ts';
import type { RatesService } from './rates.service.ts';
import { metalPrices } from './rates.tables.ts';

// The one rates service against a real migrated database with the demo rates: its reads are
// kept a few seconds, its writes change the rate and its history, and a write drops the copy.

let database: Database;
let service: RatesService;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMetalPrices(database.db);
  service = moduleServices(database.db).rates;
});
afterAll(() => database.close());

const goldId = async () => (await service.list()).find((metal) => metal.metal === 'Gold')!.id;

describe('the rates service', () => {
  it('lists the stored rates in cents, alphabetically, with their move over 24 hours', async () => {
    const list = await service.list();
    expect(list.map((m) => [m.metal, m.pricePerGram, m.change24h.changeCents])).toEqual([
      ['Diamond', 15_000, 0],
      ['Gold', 7_540, 0],
      ['Platinum', 3_325, 0],
      ['Silver', 98, 0],
    ]);
    expect((await service.rates()).metals.Gold.perGram).toBe(754_000);
    expect((await service.pricing()).ratesKey).toContain('754000');
  });

  it('keeps its copy until told: a change behind its back shows after invalidate()', async () => {
    await service.rates();
    await database.db.update(metalPrices).set({ pricePerGram: '80.00' }).where(eq(metalPrices.metal, 'Gold'));
    expect((await service.rates()).metals.Gold.perGram).toBe(754_000);
    service.invalidate();
    expect((await service.rates()).metals.Gold.perGram).toBe(800_000);
  });

  it('sets a price with its history for the admin, and the instance that wrote it reads the new rate at once', async () => {
    const id = await goldId();
    const before = (await service.pricing()).ratesKey;
    // Kept to a hundredth of a cent: $81.2525 a gram.
    expect(await service.setPrice(id, 812_525, 'Noor Admin', 'manual')).toEqual({
      metal: 'Gold',
      from: 800_000,
      to: 812_525,
    });
    expect((await service.rates()).metals.Gold.perGram).toBe(812_525);
    expect((await service.pricing()).ratesKey).not.toBe(before);
    const gold = (await service.list()).find((m) => m.metal === 'Gold')!;
    expect(gold).toMatchObject({ pricePerGram: 8_125, pricePerGramHundredthCents: 812_525, source: 'manual' });
    expect(gold.change24h).toMatchObject({ fromPricePerGram: 8_000, changeCents: 125 });
    const admin = (await service.adminList()).find((m) => m.metal === 'Gold')!;
    expect(admin).toMatchObject({ pricePerGram: 8_125, pricePerGramHundredthCents: 812_525, updatedBy: 'Noor Admin' });
    expect(admin.history.map((h) => [h.from, h.to, h.toHundredthCents, h.by])).toEqual([
      [8_000, 8_125, 812_525, 'Noor Admin'],
    ]);
    expect(await service.setPrice('metal_missing', 1, 'Noor Admin', 'manual')).toBeUndefined();
  });

  it('keeps who set each rate: seeded and edited rates are manual, a feed write says feed', async () => {
    expect((await service.rates()).metals).toMatchObject({ Gold: { source: 'manual' }, Silver: { source: 'manual' } });
    await service.setPrice(await goldId(), 812_500, 'Rate feed', 'feed');
    const rates = await service.rates();
    expect(rates.metals).toMatchObject({ Gold: { source: 'feed' }, Silver: { source: 'manual' } });
    const gold = (await service.list()).find((m) => m.metal === 'Gold')!;
    expect(rates.metals.Gold.setAt).toBe(gold.updatedAt);
  });

  it('samples the history once a day, the current rate last', async () => {
    const history = await service.history(2);
    expect(history.days).toBe(2);
    const gold = history.metals.find((m) => m.metal === 'Gold')!;
    expect(gold.points.map((p) => p.pricePerGram)).toEqual([8_000, 8_000, 8_125]);
  });
});
