import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingList } from '#domain/admin/billing.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet, toSearchParams } from '#web/lib/api-client.ts';

export interface BillingParams {
  q: string;
  page: number;
}

export const BILLING_PAGE_SIZE = 20;

/** GET /api/admin/billing: the billing details given at checkout, newest first. */
export function getBilling(params: BillingParams, signal?: AbortSignal) {
  return apiGet<BillingList>('/admin/billing', {
    query: { q: params.q || undefined, page: params.page, pageSize: BILLING_PAGE_SIZE },
    signal,
  });
}

export function getBillingQueryOptions(params: BillingParams) {
  return queryOptions({
    queryKey: queryKeys.billingList(params),
    queryFn: ({ signal }) => getBilling(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useBilling(params: BillingParams) {
  return useQuery(getBillingQueryOptions(params));
}

/**
 * GET /api/admin/billing.csv?q: the same records as a CSV file, streamed by the server. A plain
 * link: the browser downloads it with the session cookie, nothing is held in memory here.
 */
export function billingCsvHref(q: string): string {
  const search = toSearchParams({ q: q || undefined }).toString();
  return `/api/admin/billing.csv${search ? `?${search}` : ''}`;
}
