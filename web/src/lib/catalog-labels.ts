// The catalogue's fixed words (categories, metals, sort orders) in the page's language: the
// shared rules of domain/catalog/labels.ts with the page's t. The values themselves stay English.
import { categoryLabel as categoryIn, metalName, pieceMetalLabel } from '#domain/catalog/labels.ts';
import { PURE, type PieceMetal } from '#domain/pricing/piece-price.ts';
import type { ProductSort } from '#domain/catalog/list-options.ts';
import type { CutGrade, StoneShape } from '#domain/catalog/stone-grades.ts';
import type { Stone } from '#domain/pricing/piece-price.ts';
import { t, type MessageId } from './i18n.ts';

/** 'Gold' → 'ذهب' on an Arabic page; a category unknown here stays as it is. */
export const categoryLabel = (category: string) => categoryIn(category, t);

/** 'Gold' (a heading), or 'gold' inside a sentence; in Arabic the same word. */
export const metalLabel = (metal: string, form: 'name' | 'lower' = 'name') => metalName(metal, t, form);

/**
 * What a piece's rate is the rate of, inside a sentence: 'gold' for the rate as quoted, '18K gold'
 * ('ذهب عيار 18') for a purity, so a rate shown beside an 18K price is the 18K rate.
 */
export const pieceRateLabel = (piece: { metal: PieceMetal | null; fineness: number }) =>
  piece.metal === null || piece.fineness === PURE ? metalLabel(piece.metal ?? '', 'lower') : pieceMetalLabel(piece, t);

const SORT_IDS: Record<ProductSort, MessageId> = {
  default: 'catalog.sort.default',
  featured: 'catalog.sort.featured',
  'price-asc': 'catalog.sort.priceAsc',
  'price-desc': 'catalog.sort.priceDesc',
  'weight-asc': 'catalog.sort.weightAsc',
  'weight-desc': 'catalog.sort.weightDesc',
  'name-asc': 'catalog.sort.nameAsc',
  'name-desc': 'catalog.sort.nameDesc',
};

export const sortLabel = (sort: ProductSort) => t(SORT_IDS[sort]);

/** A stone's shape, cut grade and origin in the page's language; colour and clarity letters stay Latin. */
export const shapeLabel = (shape: StoneShape) => t(`catalog.stone.shape.${shape}`);
export const cutLabel = (cut: CutGrade) => t(`catalog.stone.cut.${cut}`);
export const originLabel = (origin: Stone['origin']) => t(`catalog.stone.origin.${origin}`);
