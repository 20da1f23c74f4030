import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerList } from '#domain/admin/customers.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

export const CUSTOMERS_PAGE_SIZE = 20;

export interface CustomersParams {
  q?: string | undefined;
  page: number;
}

/** GET /api/admin/customers: accounts with their number of orders and what they spent (cents). */
export function getCustomers(params: CustomersParams, signal?: AbortSignal): Promise<CustomerList> {
  return apiGet<CustomerList>('/admin/customers', {
    query: { q: params.q, page: params.page, pageSize: CUSTOMERS_PAGE_SIZE },
    signal,
  });
}

export function getCustomersQueryOptions(params: CustomersParams) {
  return queryOptions({
    queryKey: queryKeys.customerList(params),
    queryFn: ({ signal }) => getCustomers(params, signal),
    staleTime: 0,
    // The table keeps showing the previous page or search while the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(params: CustomersParams) {
  return useQuery(getCustomersQueryOptions(params));
}
