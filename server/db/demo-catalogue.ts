import { parseScaledDecimal } from '#domain/money.ts';
import { defaultReturnDays } from '#domain/returns/return-policy.ts';
import { defaultTaxClass } from '#domain/tax/tax-line.ts';
import type { NewProductRow } from '../modules/catalog/catalog.tables.ts';
import { DEMO_ARABIC, type ArabicTexts } from './demo-catalogue-arabic.ts';
import { ADDED_LATER } from './demo-catalogue/added-later.ts';
import { COINS } from './demo-catalogue/coins.ts';
import { DIAMOND } from './demo-catalogue/diamond.ts';
import { GOLD } from './demo-catalogue/gold.ts';
import { PLATINUM } from './demo-catalogue/platinum.ts';
import { dollars, type ArtMetal, type DemoProduct, type DemoRecipe, type Design } from './demo-catalogue/recipe.ts';
import { SILVER } from './demo-catalogue/silver.ts';
import type { Stone } from '#domain/pricing/piece-price.ts';

/** Demo images shipped in web/public/media/demo (made by `npm run art`). */
export function demoImages(design: Design, metal: ArtMetal): string[] {
  return (['a', 'b', 'c'] as const).map((view) => `/media/demo/${design}-${metal}-${view}.webp`);
}

/** A demo piece's Arabic texts: every piece has them, so the Arabic pages show no English. */
function arabicOf(name: string): ArabicTexts {
  const texts = DEMO_ARABIC[name];
  if (!texts) throw new Error(`The demo piece ${name} has no Arabic texts in demo-catalogue-arabic.ts`);
  return texts;
}

// In seed order: the ids and creation times of the pieces follow it.
const demo: DemoProduct[] = [...GOLD, ...SILVER, ...PLATINUM, ...DIAMOND, ...COINS, ...ADDED_LATER];

const BASE_TIME = Date.UTC(2026, 0, 1);

/**
 * What a small shop has on hand: a few pieces of most designs, the last one of some (every
 * eighth), none of the pieces marked out of stock.
 */
function demoStock(index: number, outOfStock = false): number {
  if (outOfStock) return 0;
  if (index % 8 === 5) return 1;
  return 2 + ((index * 5) % 9);
}

/**
 * Where the pieces are: of every three designs, one is only at the main store, one only in
 * Houston, and one at both (the main store holding the odd piece).
 */
function branchColumns(stock: number, index: number) {
  const houston = index % 3 === 1 ? stock : index % 3 === 2 ? Math.floor(stock / 2) : 0;
  return { stock, stockLouisiana: stock - houston, stockHouston: houston } satisfies Partial<NewProductRow>;
}

/** A stone weighs a fifth of a gram a carat. */
const MG_PER_CARAT = 200;

/** The pricing columns of a piece of `weightMg` net metal made to `recipe`. */
function recipeColumns(recipe: DemoRecipe, weightMg: number) {
  const stones: Stone[] = (recipe.stones ?? []).map((stone) => ({
    kind: stone.kind,
    origin: stone.origin,
    caratHundredths: parseScaledDecimal(stone.carats, 2),
    count: stone.count,
    price:
      stone.fixed === undefined ? { perCaratCents: (stone.perCarat ?? 0) * 100 } : { fixedCents: dollars(stone.fixed) },
    ...(stone.certificate && { certificate: stone.certificate }),
    ...(stone.shape && { shape: stone.shape }),
    ...(stone.color && { color: stone.color }),
    ...(stone.clarity && { clarity: stone.clarity }),
    ...(stone.cut && { cut: stone.cut }),
  }));
  // Metal and stones: the gross weight a jeweller writes on the tag of a piece set with stones.
  const stonesMg = stones.reduce((sum, stone) => sum + (stone.caratHundredths * stone.count * MG_PER_CARAT) / 100, 0);
  return {
    weightGrams: (weightMg / 1000).toFixed(3),
    metal: recipe.metal,
    fineness: recipe.fineness,
    grossWeightGrams: stones.length > 0 ? ((weightMg + Math.round(stonesMg)) / 1000).toFixed(3) : null,
    wastageBasisPoints: parseScaledDecimal(String(recipe.wastage ?? 0), 2),
    making: recipe.making,
    stones,
    feeCents: recipe.fee === undefined ? 0 : dollars(recipe.fee),
  } satisfies Partial<NewProductRow>;
}

const milligrams = (grams: string) => parseScaledDecimal(grams, 3);

/** The demo catalogue, in display order (created one minute apart), each piece priced as a jeweller would. */
export function demoProductRows(newId: () => string): NewProductRow[] {
  return demo.map((item, index) => {
    const arabic = arabicOf(item.name);
    return {
      id: newId(),
      name: item.name,
      nameAr: arabic.name,
      category: item.category,
      taxClass: defaultTaxClass(item.category),
      returnDays: defaultReturnDays(defaultTaxClass(item.category)),
      ...recipeColumns(item.recipe, milligrams(item.weight)),
      shortDescription: item.short,
      shortDescriptionAr: arabic.short,
      description: item.description,
      descriptionAr: arabic.description,
      ...branchColumns(demoStock(index, item.outOfStock), index),
      images: demoImages(item.design, item.art),
      size: item.size ?? '21 cm',
      sizing: item.sizing ?? null,
      engraving: item.engraving ?? null,
      featured: item.featured ?? false,
      createdAt: new Date(BASE_TIME + index * 60_000),
      updatedAt: new Date(BASE_TIME + index * 60_000),
    };
  });
}

/**
 * `count` generated products for benchmarks: a deterministic mix of designs, metals and
 * weights, created after the demo catalogue, each made to its template's recipe (karat, making,
 * stones, fee) at its own weight.
 */
export function generatedProductRows(count: number, offset: number, newId: () => string): NewProductRow[] {
  const rows: NewProductRow[] = [];
  for (let i = 0; i < count; i++) {
    const template = demo[(offset + i) % demo.length]!;
    const n = offset + i + 1;
    // Weights from 1.000 to 100.000 g, spread without a pattern the sort could hide.
    const weightMg = 1000 + ((n * 7919) % 99001);
    const at = new Date(BASE_TIME + (demo.length + offset + i) * 60_000);
    rows.push({
      id: newId(),
      name: `${template.name} No. ${n}`,
      category: template.category,
      taxClass: defaultTaxClass(template.category),
      returnDays: defaultReturnDays(defaultTaxClass(template.category)),
      ...recipeColumns(template.recipe, weightMg),
      shortDescription: template.short,
      description: template.description,
      ...branchColumns(n % 9 === 0 ? 0 : demoStock(n), n),
      images: demoImages(template.design, template.art),
      size: template.size ?? '21 cm',
      featured: n % 25 === 0,
      createdAt: at,
      updatedAt: at,
    });
  }
  return rows;
}
