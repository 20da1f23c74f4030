import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMetal } from '#domain/metals/metal-admin.ts';
import { apiGet } from '#web/lib/api-client.ts';

export const ADMIN_METALS_QUERY_KEY = ['admin', 'metals'] as const;

/** GET /api/admin/metals: each metal's price per gram (cents), who changed it last, and its history. */
export function getAdminMetals(signal?: AbortSignal): Promise<AdminMetal[]> {
  return apiGet<AdminMetal[]>('/admin/metals', { signal });
}

export function getAdminMetalsQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_METALS_QUERY_KEY,
    queryFn: ({ signal }) => getAdminMetals(signal),
    // Another admin may have changed a price since: read again whenever the page opens.
    staleTime: 0,
  });
}

export function useAdminMetals() {
  return useQuery(getAdminMetalsQueryOptions());
}
