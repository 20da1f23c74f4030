import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListProductsInput } from '#domain/catalog/list-query.ts';
import type { ProductList } from '#domain/catalog/product-list.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

export type ProductListParams = Partial<Record<keyof ListProductsInput, string | number>>;

export function getProducts(params: ProductListParams, signal?: AbortSignal) {
  return apiGet<ProductList>('/products', { query: params, signal });
}

export function getProductsQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: queryKeys.productList(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    // Keep showing the previous page while the next loads: no layout jump.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(params: ProductListParams) {
  return useQuery(getProductsQueryOptions(params));
}
