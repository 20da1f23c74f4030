import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderList, ORDER_FILTERS } from '#domain/admin/admin-orders.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

export type OrderFilter = (typeof ORDER_FILTERS)[number];

export interface AdminOrdersParams {
  status: OrderFilter;
  q: string;
  page: number;
}

export const ADMIN_ORDERS_PAGE_SIZE = 20;

/** GET /api/admin/orders: filtered by status and searched (e-mail, name, item names, categories) by the server. */
export function getAdminOrders(params: AdminOrdersParams, signal?: AbortSignal) {
  return apiGet<AdminOrderList>('/admin/orders', {
    query: { status: params.status, q: params.q || undefined, page: params.page, pageSize: ADMIN_ORDERS_PAGE_SIZE },
    signal,
  });
}

export function getAdminOrdersQueryOptions(params: AdminOrdersParams) {
  return queryOptions({
    queryKey: queryKeys.adminOrderList(params),
    queryFn: ({ signal }) => getAdminOrders(params, signal),
    placeholderData: keepPreviousData,
    // New orders arrive while the page is open: a revisit shows them.
    staleTime: 10_000,
  });
}

export function useAdminOrders(params: AdminOrdersParams) {
  return useQuery(getAdminOrdersQueryOptions(params));
}
