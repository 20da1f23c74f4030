// Options of the catalogue list, without zod, so the browser can import them cheaply.

export const PRODUCT_SORTS = [
  'default',
  'featured',
  'price-asc',
  'price-desc',
  'weight-asc',
  'weight-desc',
  'name-asc',
  'name-desc',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const SORT_LABELS: Readonly<Record<ProductSort, string>> = {
  default: 'Default',
  featured: 'Featured first',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  'weight-asc': 'Weight: Low to High',
  'weight-desc': 'Weight: High to Low',
  'name-asc': 'Name: A-Z',
  'name-desc': 'Name: Z-A',
};

/** Filter bounds of the collection page. */
export const PRICE_FILTER = { min: 0, max: 5000, step: 50 } as const;
export const WEIGHT_FILTER = { min: 0, max: 100, step: 1 } as const;
/** Carats of one diamond; the top means "no upper bound". */
export const CARAT_FILTER = { min: 0, max: 3, step: 0.05 } as const;
export const PAGE_SIZE = { default: 12, max: 48 } as const;
/** The home page shows the first products of the list. */
export const HOME_PRODUCT_COUNT = 4;
