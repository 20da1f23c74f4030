import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderList } from '#domain/orders/order.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** GET /api/orders: the signed-in customer's orders, newest first. */
export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiGet<OrderList>('/orders', { signal }).then(({ items }) => items);
}

export function getOrdersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.orders, queryFn: ({ signal }) => getOrders(signal) });
}

export function useOrders() {
  return useQuery(getOrdersQueryOptions());
}
