import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** GET /api/admin/metals: each metal's price per gram (cents), who changed it last, and its history. */
export function getAdminRates(signal?: AbortSignal): Promise<AdminMetal[]> {
  return apiGet<AdminMetal[]>('/admin/metals', { signal });
}

export function getAdminRatesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.adminMetals,
    queryFn: ({ signal }) => getAdminRates(signal),
    // Another admin may have changed a price since: read again whenever the page opens.
    staleTime: 0,
  });
}

export function useAdminRates() {
  return useQuery(getAdminRatesQueryOptions());
}
