import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

export function getMetals(signal?: AbortSignal) {
  return apiGet<MetalPrice[]>('/metals', { signal });
}

export const getMetalsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.metals, queryFn: ({ signal }) => getMetals(signal) });

export function useMetals() {
  return useQuery(getMetalsQueryOptions());
}
