import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductList, AdminProductSort } from '#domain/admin/admin-products.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

export interface AdminProductsParams {
  q: string;
  sort: AdminProductSort;
  page: number;
}

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

/** GET /api/admin/products: searched, sorted and paged by the server, prices live. */
export function getAdminProducts(params: AdminProductsParams, signal?: AbortSignal) {
  return apiGet<AdminProductList>('/admin/products', {
    query: { q: params.q || undefined, sort: params.sort, page: params.page, pageSize: ADMIN_PRODUCTS_PAGE_SIZE },
    signal,
  });
}

export function getAdminProductsQueryOptions(params: AdminProductsParams) {
  return queryOptions({
    queryKey: queryKeys.adminProductList(params),
    queryFn: ({ signal }) => getAdminProducts(params, signal),
    // The previous page stays on screen while the next one loads: no jump, no flash.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useAdminProducts(params: AdminProductsParams) {
  return useQuery(getAdminProductsQueryOptions(params));
}
