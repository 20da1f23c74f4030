import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Overview } from '#domain/admin/overview.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** GET /api/admin/overview: tiles, the 5 newest users and products, and 30 days of orders. */
export function getOverview(signal?: AbortSignal): Promise<Overview> {
  return apiGet<Overview>('/admin/overview', { signal });
}

export function getOverviewQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.overview,
    queryFn: ({ signal }) => getOverview(signal),
    // The figures move with every order and edit: shown from the cache at once, then read again.
    staleTime: 0,
  });
}

export function useOverview() {
  return useQuery(getOverviewQueryOptions());
}
