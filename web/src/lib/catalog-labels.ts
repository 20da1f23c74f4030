// The catalogue's fixed words (categories, metals, sort orders) in the page's language. The
// values themselves stay English: they are the API's and the URL's.
import type { ProductSort } from '#domain/catalog/list-options.ts';
import type { PRODUCT_CATEGORIES } from '#domain/catalog/product-constants.ts';
import type { Metal } from '#domain/rates/rate-table.ts';
import { t, type MessageId } from './i18n.ts';

type Category = (typeof PRODUCT_CATEGORIES)[number];

const CATEGORY_IDS: Record<Category | 'All', MessageId> = {
  All: 'catalog.category.all',
  Gold: 'catalog.category.gold',
  Silver: 'catalog.category.silver',
  Platinum: 'catalog.category.platinum',
  Diamond: 'catalog.category.diamond',
  Coins: 'catalog.category.coins',
};

/** 'Gold' → 'ذهب' on an Arabic page; a category unknown here stays as it is. */
export function categoryLabel(category: string): string {
  const id = CATEGORY_IDS[category as Category];
  return id ? t(id) : category;
}

const METAL_IDS: Record<Metal, { name: MessageId; lower: MessageId }> = {
  Gold: { name: 'rates.metal.gold', lower: 'rates.metal.gold.lower' },
  Silver: { name: 'rates.metal.silver', lower: 'rates.metal.silver.lower' },
  Platinum: { name: 'rates.metal.platinum', lower: 'rates.metal.platinum.lower' },
  Diamond: { name: 'rates.metal.diamond', lower: 'rates.metal.diamond.lower' },
};

/** 'Gold' (a heading), or 'gold' inside a sentence; in Arabic the same word. */
export function metalLabel(metal: string, form: 'name' | 'lower' = 'name'): string {
  const ids = METAL_IDS[metal as Metal];
  if (ids) return t(ids[form]);
  return form === 'lower' ? metal.toLowerCase() : metal;
}

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
