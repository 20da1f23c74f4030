import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderList } from '#domain/orders/order.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** Under ['me'] (dropped at sign-out); checkout invalidates it when an order is placed. */
export const ORDERS_QUERY_KEY = ['me', 'orders'] as const;

/** GET /api/orders: the signed-in customer's orders, newest first. */
export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiGet<OrderList>('/orders', { signal }).then(({ items }) => items);
}

export function getOrdersQueryOptions() {
  return queryOptions({ queryKey: ORDERS_QUERY_KEY, queryFn: ({ signal }) => getOrders(signal) });
}

export function useOrders() {
  return useQuery(getOrdersQueryOptions());
}
