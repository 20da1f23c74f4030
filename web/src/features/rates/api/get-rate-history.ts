import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetalHistory } from '#domain/rates/rate.ts';
import { DEFAULT_HISTORY_DAYS } from '#domain/rates/rate-history.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * GET /api/metals/history: each metal's rate once a day. Under `metals`, so whatever marks the
 * rates stale (an admin's edit) marks the history stale too. The server embeds the 30-day history
 * in /rates under the same key.
 */
export function getRateHistory(days: number, signal?: AbortSignal): Promise<MetalHistory> {
  return apiGet<MetalHistory>('/metals/history', { query: { days }, signal });
}

export const getRateHistoryQueryOptions = (days = DEFAULT_HISTORY_DAYS) =>
  queryOptions({ queryKey: queryKeys.metalHistory(days), queryFn: ({ signal }) => getRateHistory(days, signal) });

export function useRateHistory(days = DEFAULT_HISTORY_DAYS) {
  return useQuery(getRateHistoryQueryOptions(days));
}
