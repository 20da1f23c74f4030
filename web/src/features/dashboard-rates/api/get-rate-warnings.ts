import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RateWarningList } from '#domain/rates/rate-warnings.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * GET /api/admin/rate-warnings: a missing or stale rate, and whatever else a source of warnings reports.
 * Under `admin`, so a rate edit marks it stale with the dashboard's other reads.
 */
export function getRateWarnings(signal?: AbortSignal): Promise<RateWarningList> {
  return apiGet<RateWarningList>('/admin/rate-warnings', { signal });
}

export function getRateWarningsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.rateWarnings,
    queryFn: ({ signal }) => getRateWarnings(signal),
    // A rate goes stale by the clock alone: read again whenever a page shows them, and every few minutes.
    staleTime: 0,
    refetchInterval: 5 * 60_000,
  });
}

export function useRateWarnings() {
  return useQuery(getRateWarningsQueryOptions());
}
