import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '#domain/catalog/product.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

export function getProduct(id: string, signal?: AbortSignal) {
  return apiGet<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}
