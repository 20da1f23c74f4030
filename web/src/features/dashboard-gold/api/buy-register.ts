import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RegisterList } from '#domain/exchange/gold-purchase.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet, toSearchParams } from '#web/lib/api-client.ts';

export const REGISTER_PAGE_SIZE = 20;

/** GET /api/admin/gold-purchases: the buy register, newest first. */
export function useBuyRegister(params: { q: string; page: number }) {
  return useQuery({
    queryKey: queryKeys.buyRegister(params),
    queryFn: ({ signal }) =>
      apiGet<RegisterList>('/admin/gold-purchases', {
        query: { q: params.q || undefined, page: params.page, pageSize: REGISTER_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** The register as CSV for the current search: a plain link, downloaded with the session cookie. */
export function buyRegisterCsvHref(q: string): string {
  const search = toSearchParams({ q: q || undefined }).toString();
  return `/api/admin/gold-purchases.csv${search ? `?${search}` : ''}`;
}
