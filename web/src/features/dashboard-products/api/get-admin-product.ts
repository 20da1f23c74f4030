import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '#domain/catalog/product.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** GET /api/products/:id: the product the edit form starts from (404 when it is gone). */
export function getAdminProduct(id: string, signal?: AbortSignal) {
  return apiGet<Product>(`/products/${encodeURIComponent(id)}`, { signal });
}

export function getAdminProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.adminProduct(id),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
    // The form must start from what is stored now, not from a copy read a minute ago.
    staleTime: 0,
  });
}

export function useAdminProduct(id: string) {
  return useQuery(getAdminProductQueryOptions(id));
}
