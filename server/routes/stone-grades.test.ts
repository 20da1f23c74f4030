import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import type { ProductList } from '#domain/catalog/product-list.ts';
import { DIAMOND_CLARITIES, DIAMOND_COLORS } from '#domain/catalog/stone-grades.ts';
import type { Stone } from '#domain/pricing/piece-price.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { TestShopper } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// Stone grades through the API: a stone is written with its shape, colour, clarity and cut, the
// product answer carries them, and the collection filters diamond pieces by them, in SQL.

let t: TestApp;
let admin: TestShopper;
let catalogue: Product[];

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
  await seedDemoDataIfEmpty(t.database.db);
  admin = new TestShopper(t.app);
  await admin.register(undefined, 'Grades Admin');
  const id = (await admin.get('/api/me')).json<{ user: { id: string } }>().user.id;
  await t.app.services.accounts.setRole({ id: 'system', role: 'owner' }, id, 'owner');
  catalogue = await listAll();
});
afterAll(() => t.close());

async function list(query: string): Promise<ProductList> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  return response.json<ProductList>();
}

async function listAll(query = ''): Promise<Product[]> {
  const items: Product[] = [];
  for (let page = 1; ; page++) {
    const body = await list(`${query}&pageSize=48&page=${page}`);
    items.push(...body.items);
    if (page >= body.pageCount) return items;
  }
}

const names = (products: readonly Product[]) => products.map((product) => product.name).sort();

interface Wanted {
  shapes?: string[];
  colors?: readonly string[];
  clarities?: readonly string[];
  minCarats?: number;
  maxCarats?: number;
}

/** The rule, written plainly: some diamond of the piece has every grade asked for. */
function matches(product: Product, wanted: Wanted): boolean {
  const fits = (stone: Stone) =>
    stone.kind.toLowerCase() === 'diamond' &&
    (!wanted.shapes || (stone.shape !== undefined && wanted.shapes.includes(stone.shape))) &&
    (!wanted.colors || (stone.color !== undefined && wanted.colors.includes(stone.color))) &&
    (!wanted.clarities || (stone.clarity !== undefined && wanted.clarities.includes(stone.clarity))) &&
    (wanted.minCarats === undefined || stone.caratHundredths >= wanted.minCarats * 100) &&
    (wanted.maxCarats === undefined || stone.caratHundredths <= wanted.maxCarats * 100);
  return product.stones.some(fits);
}

const expected = (wanted: Wanted) => names(catalogue.filter((product) => matches(product, wanted)));

describe('the product answer', () => {
  it('carries each stone’s grades, origin and certificate', async () => {
    const solitaire = catalogue.find((product) => product.name === 'Almas Diamond Solitaire Ring')!;
    const answer = (await t.app.inject({ method: 'GET', url: `/api/products/${solitaire.id}` })).json<Product>();
    expect(answer.stones).toEqual([
      expect.objectContaining({
        kind: 'Diamond',
        origin: 'natural',
        caratHundredths: 70,
        shape: 'round',
        color: 'G',
        clarity: 'VS1',
        cut: 'excellent',
        certificate: { lab: 'GIA', number: '2141438167' },
      }),
    ]);
    const bangle = catalogue.find((product) => product.name === 'Diamond Eternity Bangle')!;
    expect(bangle.stones[0]).toMatchObject({ origin: 'lab-grown', shape: 'round', color: 'F' });
  });

  it('stores the grades an admin writes, and refuses a D–Z colour on a ruby', async () => {
    const piece = {
      name: 'Graded Ruby Ring',
      category: 'Gold',
      metal: 'Gold',
      fineness: 750,
      weight: 3,
      shortDescription: 'A ruby and a diamond.',
      description: 'An 18K ring with an oval ruby beside a graded diamond.',
      stones: [
        {
          kind: 'Ruby',
          origin: 'natural',
          caratHundredths: 90,
          count: 1,
          price: { fixedCents: 80_000 },
          shape: 'oval',
        },
        {
          kind: 'Diamond',
          origin: 'lab-grown',
          caratHundredths: 30,
          count: 1,
          price: { perCaratCents: 90_000 },
          shape: 'cushion',
          color: 'E',
          clarity: 'VVS2',
          cut: 'good',
          certificate: { lab: 'IGI', number: 'LG123' },
        },
      ],
    };
    const created = await admin.post('/api/products', piece);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Product>().stones).toEqual(piece.stones);

    const ruby = { ...piece.stones[0], color: 'D' };
    const refused = await admin.patch(`/api/products/${created.json<Product>().id}`, { stones: [ruby] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('stones.0.color');
    const offScale = await admin.post('/api/products', { ...piece, stones: [{ ...piece.stones[1], clarity: 'VS3' }] });
    expect(offScale.statusCode).toBe(400);
    expect(offScale.json().fields).toHaveProperty('stones.0.clarity');
    catalogue = await listAll();
  });
});

describe('GET /api/products by diamond grades', () => {
  it('filters by shape, any of several', async () => {
    expect(names(await listAll('shape=oval'))).toEqual(['Diamond Halo Pendant']);
    const two = await listAll('shape=princess,cushion');
    expect(names(two)).toEqual(['Diamond Riviera Necklace', 'Graded Ruby Ring']);
    expect(names(two)).toEqual(expected({ shapes: ['princess', 'cushion'] }));
  });

  it('filters by a colour range, a clarity range and a carat range, each on its own', async () => {
    const colors = await listAll('colorFrom=D&colorTo=F');
    expect(names(colors)).toEqual(expected({ colors: ['D', 'E', 'F'] }));
    expect(names(colors)).toContain('Noor 18K Gold Solitaire Ring');
    expect(names(await listAll('colorTo=E'))).toEqual(expected({ colors: ['D', 'E'] }));
    expect(names(await listAll('colorFrom=H'))).toEqual(expected({ colors: DIAMOND_COLORS.slice(4) }));

    const clarity = await listAll('clarityFrom=IF&clarityTo=VVS2');
    expect(names(clarity)).toEqual(expected({ clarities: ['IF', 'VVS1', 'VVS2'] }));
    expect(names(clarity)).toContain('Diamond Halo Pendant');
    expect(names(await listAll('clarityFrom=SI1'))).toEqual(expected({ clarities: DIAMOND_CLARITIES.slice(6) }));

    expect(names(await listAll('caratMin=0.5'))).toEqual(['Almas Diamond Solitaire Ring', 'Diamond Halo Pendant']);
    // Carats are known of every diamond, graded or not.
    const small = await listAll('caratMax=0.05');
    expect(names(small)).toEqual(expected({ maxCarats: 0.05 }));
    expect(names(small)).toContain('Platinum Diamond Band');
  });

  it('combines the filters on one diamond: a piece matches when one of its diamonds has them all', async () => {
    const query = 'shape=round&colorFrom=D&colorTo=G&clarityTo=VS1&caratMin=0.1&caratMax=2';
    const found = await listAll(query);
    expect(names(found)).toEqual(['Almas Diamond Solitaire Ring', 'Noor 18K Gold Solitaire Ring']);
    expect(names(found)).toEqual(
      expected({
        shapes: ['round'],
        colors: ['D', 'E', 'F', 'G'],
        clarities: DIAMOND_CLARITIES.slice(0, 5),
        minCarats: 0.1,
        maxCarats: 2,
      }),
    );
    // The halo pendant has an F diamond (oval) and a round one (G): no one diamond is round and F.
    expect(names(await listAll('shape=round&colorTo=F'))).not.toContain('Diamond Halo Pendant');
    expect(names(await listAll('shape=oval&colorTo=F'))).toContain('Diamond Halo Pendant');
    // And the grade filters stack with the others.
    const diamondPieces = names(await listAll('shape=round&category=Diamond&colorTo=G'));
    expect(diamondPieces).toEqual(
      expected({ shapes: ['round'], colors: ['D', 'E', 'F', 'G'] }).filter((name) =>
        catalogue.some((product) => product.name === name && product.category === 'Diamond'),
      ),
    );
    expect(diamondPieces).not.toContain('Noor 18K Gold Solitaire Ring');
  });

  it('leaves out pieces without grades only when a grade filter is set, and counts what it lists', async () => {
    const all = await list('');
    expect(all.total).toBe(catalogue.length);
    expect(catalogue.some((product) => product.stones.length === 0)).toBe(true);
    const graded = await list('colorFrom=D&pageSize=1');
    expect(graded.total).toBe(expected({ colors: DIAMOND_COLORS }).length);
    expect(graded.total).toBeLessThan(all.total);
    // A price bound with a grade filter is counted in SQL too, not from the prices alone.
    const priced = await listAll('minPrice=1&clarityTo=VS1');
    expect((await list('minPrice=1&clarityTo=VS1&pageSize=1')).total).toBe(priced.length);
    expect(names(priced)).toEqual(expected({ clarities: DIAMOND_CLARITIES.slice(0, 5) }));
  });

  it('shares one cached answer between spellings of one filter', async () => {
    const first = await list('shape=oval,round&colorFrom=d');
    const second = await list('colorFrom=D&shape=ROUND, oval,oval');
    expect(second).toEqual(first);
    expect(await list('shape=oval&shape=round&colorFrom=D')).toEqual(first);
    expect(first.total).toBe(expected({ shapes: ['round', 'oval'], colors: DIAMOND_COLORS }).length);
  });

  it.each([
    ['shape=triangle', 'shape'],
    ['colorFrom=C', 'colorFrom'],
    ['colorTo=AA', 'colorTo'],
    ['clarityFrom=VS3', 'clarityFrom'],
    ['clarityTo=SI', 'clarityTo'],
    ['caratMin=abc', 'caratMin'],
    ['caratMax=0.125', 'caratMax'],
    ['caratMin=-1', 'caratMin'],
    ['colorFrom=H&colorTo=D', 'colorTo'],
    ['clarityFrom=SI1&clarityTo=IF', 'clarityTo'],
    ['caratMin=2&caratMax=1', 'caratMax'],
  ])('answers 400 with a sentence for %s', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('invalid_input');
    expect(body.fields).toHaveProperty(field);
    expect(body.message).toContain(field);
  });
});
