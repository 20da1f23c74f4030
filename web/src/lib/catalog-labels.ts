// The catalogue's fixed words (categories, metals, sort orders) in the page's language: the
// shared rules of domain/catalog/labels.ts with the page's t. The values themselves stay English.
import { categoryLabel as categoryIn, metalName } from '#domain/catalog/labels.ts';
import type { ProductSort } from '#domain/catalog/list-options.ts';
import { t, type MessageId } from './i18n.ts';

/** 'Gold' → 'ذهب' on an Arabic page; a category unknown here stays as it is. */
export const categoryLabel = (category: string) => categoryIn(category, t);

/** 'Gold' (a heading), or 'gold' inside a sentence; in Arabic the same word. */
export const metalLabel = (metal: string, form: 'name' | 'lower' = 'name') => metalName(metal, t, form);

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
