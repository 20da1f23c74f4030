import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardRateAnswer } from '#domain/rates/board-rates.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * GET /api/metals for the product form's price preview: each metal's rate per gram of pure metal
 * (cents) and when it was set. Read again whenever the form opens, so the preview prices at the
 * rate the server will use on save.
 */
export function getRatesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.productFormRates,
    queryFn: ({ signal }) => apiGet<MetalPrice[]>('/metals', { signal }),
    staleTime: 0,
  });
}

export function useRates() {
  return useQuery(getRatesQueryOptions());
}

/** GET /api/metals/board-rates for the same preview: a purity the shop rates itself is priced at that rate. */
export function useBoardRates() {
  return useQuery({
    queryKey: queryKeys.productFormBoard,
    queryFn: ({ signal }) => apiGet<BoardRateAnswer[]>('/metals/board-rates', { signal }),
    staleTime: 0,
  });
}
