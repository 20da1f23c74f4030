// The catalogue's fixed words (categories, metals, purities) in one language, written by the
// caller's Translate: the web's t or the server's translator(language). The values themselves
// stay English: they are the API's, the database's and the URL's.
import type { MessageId, Translate } from '../i18n/messages.ts';
import { PURE, purityOf, type PieceMetal } from '../pricing/piece-price.ts';
import type { Metal } from '../rates/rate-table.ts';
import type { PRODUCT_CATEGORIES } from './product-constants.ts';

type Category = (typeof PRODUCT_CATEGORIES)[number];

const CATEGORY_IDS: Readonly<Record<Category | 'All', MessageId>> = {
  All: 'catalog.category.all',
  Gold: 'catalog.category.gold',
  Silver: 'catalog.category.silver',
  Platinum: 'catalog.category.platinum',
  Diamond: 'catalog.category.diamond',
  Coins: 'catalog.category.coins',
};

/** 'Gold' → 'ذهب' in Arabic; a category unknown to the catalogue stays as stored. */
export function categoryLabel(category: string, t: Translate): string {
  return Object.hasOwn(CATEGORY_IDS, category) ? t(CATEGORY_IDS[category as Category]) : category;
}

const METAL_IDS: Readonly<Record<Metal, { name: MessageId; lower: MessageId }>> = {
  Gold: { name: 'rates.metal.gold', lower: 'rates.metal.gold.lower' },
  Silver: { name: 'rates.metal.silver', lower: 'rates.metal.silver.lower' },
  Platinum: { name: 'rates.metal.platinum', lower: 'rates.metal.platinum.lower' },
  Diamond: { name: 'rates.metal.diamond', lower: 'rates.metal.diamond.lower' },
};

/** 'Gold' (a heading), or 'gold' inside a sentence; in Arabic the same word. */
export function metalName(metal: string, t: Translate, form: 'name' | 'lower' = 'name'): string {
  if (Object.hasOwn(METAL_IDS, metal)) return t(METAL_IDS[metal as Metal][form]);
  return form === 'lower' ? metal.toLowerCase() : metal;
}

/**
 * A purity as a tag writes it: '22K' ('عيار 22': Arabic names a karat by the word, never the K),
 * '925' for silver; undefined for a fineness the metal is not sold in.
 */
export function purityTag(metal: PieceMetal, fineness: number, t: Translate): string | undefined {
  const purity = purityOf(metal, fineness);
  if (!purity) return undefined;
  return purity.karat ? t('catalog.purity.karat', { karat: purity.karat }) : purity.short;
}

const PIECE_METAL_IDS: Readonly<Record<PieceMetal, { name: MessageId; lower: MessageId }>> = {
  Gold: { name: 'breakup.metal.Gold', lower: 'breakup.metal.Gold.lower' },
  Silver: { name: 'breakup.metal.Silver', lower: 'breakup.metal.Silver.lower' },
  Platinum: { name: 'breakup.metal.Platinum', lower: 'breakup.metal.Platinum.lower' },
  Diamond: { name: 'breakup.metal.Diamond', lower: 'breakup.metal.Diamond.lower' },
};

/**
 * A piece's metal as its tag and its breakup name it: '18K gold' ('ذهب عيار 18'), '925 silver',
 * 'Gold' (the rate as quoted), 'Metal' for a piece of stones alone.
 */
export function pieceMetalLabel(piece: { metal: PieceMetal | null; fineness: number }, t: Translate): string {
  if (piece.metal === null) return t('breakup.metal.none');
  const names = PIECE_METAL_IDS[piece.metal];
  if (piece.fineness === PURE) return t(names.name);
  const purity = purityTag(piece.metal, piece.fineness, t);
  return purity
    ? t('breakup.metal.purity', { purity, metal: t(names.lower) })
    : t('breakup.metal.fineness', { metal: t(names.name), fineness: piece.fineness });
}

/** Silver's purities have names of their own; another metal's is its fineness. */
const NAMED_SILVER: Readonly<Record<number, MessageId>> = {
  999: 'rates.purity.fineSilver',
  925: 'rates.purity.sterling',
};

/** A purity's name in a table of rates: 'Pure', '22K' (عيار 22), 'Sterling', 'Platinum 950'. */
export function purityName(metal: PieceMetal, fineness: number, t: Translate): string {
  if (fineness === PURE) return t('rates.purity.pure');
  if (metal === 'Silver' && Object.hasOwn(NAMED_SILVER, fineness)) return t(NAMED_SILVER[fineness]!);
  if (metal === 'Platinum') return t('rates.purity.platinum', { fineness });
  return purityTag(metal, fineness, t) ?? String(fineness);
}
