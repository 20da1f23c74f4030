import { queryOptions, useQuery } from '@tanstack/react-query';
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
