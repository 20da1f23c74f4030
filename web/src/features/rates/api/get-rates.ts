import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardRateAnswer } from '#domain/rates/board-rates.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

export function getRates(signal?: AbortSignal) {
  return apiGet<MetalPrice[]>('/metals', { signal });
}

export const getRatesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.metals, queryFn: ({ signal }) => getRates(signal) });

export function useRates() {
  return useQuery(getRatesQueryOptions());
}

/** GET /api/metals/board-rates: the purities whose rate per gram the shop sets itself. */
export function getBoardRates(signal?: AbortSignal) {
  return apiGet<BoardRateAnswer[]>('/metals/board-rates', { signal });
}

export function useBoardRates() {
  return useQuery({ queryKey: queryKeys.boardRates, queryFn: ({ signal }) => getBoardRates(signal) });
}
