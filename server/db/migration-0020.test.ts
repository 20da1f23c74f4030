import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { getTableColumns } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRates } from '#domain/rates/rate-table.ts';
import { defaultTaxClass } from '#domain/tax/tax-line.ts';
import { toProduct } from '../modules/catalog/catalog.service.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { MIGRATIONS, migrationsBefore } from '../testing/migrations-before.ts';
import * as schema from './schema.ts';

// A shop with pieces priced by the gram of diamond moves to diamonds priced as stones without one
// price changing: the database is built with the migrations before 0020, filled with such pieces,
// and then brought to today's migrations.

const TAG = '0020_diamond_setting_metal';
let client: PGlite;
let folderBefore: string;

const RATES = { Gold: '75.40', Silver: '0.98', Platinum: '33.25', Diamond: '150.00' };
const PIECES = [
  // The spec's diamond piece: 1.9 g x $150.00 = $285.00.
  { id: 'studs', category: 'Diamond', metal: 'Diamond', weight: '1.900', wastage: 0, making: { kind: 'none' } },
  // With what a jeweller adds: wastage and making as shares of the metal value, a stone and a fee.
  {
    id: 'pendant',
    category: 'Diamond',
    metal: 'Diamond',
    weight: '0.505',
    wastage: 250,
    making: { kind: 'percent', basisPoints: 1_450 },
    stones: [{ kind: 'Ruby', origin: 'natural', caratHundredths: 12, count: 3, price: { perCaratCents: 41_000 } }],
    fee: 2_500,
  },
  // A making charge per gram is of the weight, not of the rate: it stays.
  {
    id: 'bangle',
    category: 'Diamond',
    metal: 'Diamond',
    weight: '7.125',
    wastage: 0,
    making: { kind: 'per-gram', centsPerGram: 350 },
  },
  { id: 'ring', category: 'Gold', metal: 'Gold', weight: '4.200', wastage: 500, making: { kind: 'none' } },
];

beforeAll(async () => {
  folderBefore = await migrationsBefore(TAG);
  client = new PGlite({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: folderBefore });
  for (const [metal, price] of Object.entries(RATES)) {
    await client.query('INSERT INTO metal_prices (id, metal, price_per_gram) VALUES ($1, $2, $3)', [
      `rate-${metal}`,
      metal,
      price,
    ]);
  }
  for (const piece of PIECES) {
    await client.query(
      `INSERT INTO products (id, name, category, metal, short_description, description, stock, weight_grams,
         fineness, wastage_basis_points, making, stones, fee_cents)
       VALUES ($1, $1, $2, $3, 'short', 'long', 1, $4, 1000, $5, $6, $7, $8)`,
      [
        piece.id,
        piece.category,
        piece.metal,
        piece.weight,
        piece.wastage,
        JSON.stringify(piece.making),
        JSON.stringify(piece.stones ?? []),
        piece.fee ?? 0,
      ],
    );
  }
});
afterAll(async () => {
  await client.close();
  await rm(folderBefore, { recursive: true, force: true });
});

const storedPrices = async () =>
  Object.fromEntries(
    (
      await client.query<{ id: string; price_cents: string }>(
        'SELECT product_id AS id, price_cents FROM product_prices',
      )
    ).rows.map((row) => [row.id, Number(row.price_cents)]),
  );

const rates = () =>
  resolveRates(
    Object.entries(RATES).map(([metal, price]) => ({
      metal: metal as keyof typeof RATES,
      perGram: Math.round(Number(price) * 10_000),
      updatedAt: new Date().toISOString(),
      source: 'manual' as const,
    })),
  );

describe('migration 0020 on a shop with pieces priced by the gram of diamond', () => {
  it('keeps every price to the cent, prices none by the gram of diamond, and a diamond rate moves none', async () => {
    const before = await storedPrices();
    expect(before.studs).toBe(28_500);
    const db = drizzle(client, { schema });
    // The columns a shop had then: the per-branch counts came later (0023), all at the main store,
    // the tax class (0026), jewellery unless a coin, the return window (0030), sizes and engraving (0033).
    const {
      stockLouisiana: _louisiana,
      stockHouston: _houston,
      taxClass: _taxClass,
      returnDays: _returnDays,
      sizing: _sizing,
      engraving: _engraving,
      ...columnsThen
    } = getTableColumns(products);
    const servedBefore = Object.fromEntries(
      (await db.select(columnsThen).from(products)).map((row) => [
        row.id,
        toProduct(
          {
            ...row,
            stockLouisiana: row.stock,
            stockHouston: 0,
            taxClass: defaultTaxClass(row.category),
            returnDays: 30,
            sizing: null,
            engraving: null,
          },
          rates(),
          null,
        ),
      ]),
    );

    await migrate(db, { migrationsFolder: MIGRATIONS });
    expect(await storedPrices()).toEqual(before);
    const rows = Object.fromEntries((await db.select().from(products)).map((row) => [row.id, row]));
    expect(Object.values(rows).filter((row) => row.metal === 'Diamond')).toEqual([]);
    for (const row of Object.values(rows)) expect(toProduct(row, rates(), null).price, row.id).toBe(before[row.id]);

    // The studs' $285.00 is now a fixed amount; the pendant's metal, wastage and making lines go
    // into it too, its stone and fee stay; the bangle keeps its per-gram making charge.
    expect(rows.studs).toMatchObject({ metal: null, fineness: 1000, wastageBasisPoints: 0, feeCents: 28_500 });
    const pendant = servedBefore.pendant!.breakup;
    expect(rows.pendant).toMatchObject({ metal: null, wastageBasisPoints: 0, making: { kind: 'none' } });
    expect(rows.pendant!.stones).toEqual(PIECES[1]!.stones);
    expect(rows.pendant!.feeCents).toBe(pendant.metalCents + pendant.wastageCents + pendant.makingCents + 2_500);
    expect(rows.bangle).toMatchObject({ metal: null, making: { kind: 'per-gram', centsPerGram: 350 } });
    expect(rows.bangle!.feeCents).toBe(servedBefore.bangle!.breakup.metalCents);
    // The gold ring is not touched.
    expect(rows.ring).toMatchObject({ metal: 'Gold', wastageBasisPoints: 500, feeCents: 0 });

    // The diamond rate no longer moves a price; the gold rate still does.
    await client.query(`UPDATE metal_prices SET price_per_gram = 300.00 WHERE metal = 'Diamond'`);
    await client.query(`UPDATE metal_prices SET price_per_gram = 80.00 WHERE metal = 'Gold'`);
    const after = await storedPrices();
    expect({ ...after, ring: before.ring }).toEqual(before);
    // 4.2 g x $80.00 = $336.00, and 5% wastage $16.80.
    expect(after.ring).toBe(33_600 + 1_680);
  });
});
