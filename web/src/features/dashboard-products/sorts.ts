import { ADMIN_PRODUCT_SORTS, type AdminProductSort } from '#domain/admin/admin-products.ts';

/** The sort choices, in the words the select shows. */
export const SORT_LABELS: Record<AdminProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'name-asc': 'Name, A to Z',
  'name-desc': 'Name, Z to A',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  'stock-asc': 'Stock, low to high',
  'stock-desc': 'Stock, high to low',
  'weight-asc': 'Weight, low to high',
  'weight-desc': 'Weight, high to low',
};

export const DEFAULT_SORT: AdminProductSort = 'newest';

/** A sort from the URL; anything the server would refuse reads as the default. */
export function readSort(raw: string): AdminProductSort {
  return ADMIN_PRODUCT_SORTS.find((sort) => sort === raw) ?? DEFAULT_SORT;
}

/** The columns that sort when their header is clicked. */
export type SortColumn = 'name' | 'price' | 'stock' | 'weight';

export function columnDirection(sort: AdminProductSort, column: SortColumn): 'ascending' | 'descending' | undefined {
  if (sort === `${column}-asc`) return 'ascending';
  if (sort === `${column}-desc`) return 'descending';
  return undefined;
}

/** A header click: ascending first, then descending, then ascending again. */
export function nextSort(sort: AdminProductSort, column: SortColumn): AdminProductSort {
  return sort === `${column}-asc` ? `${column}-desc` : `${column}-asc`;
}
