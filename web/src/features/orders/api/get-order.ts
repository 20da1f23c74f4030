import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '#domain/orders/order.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { ORDERS_QUERY_KEY } from './get-orders.ts';

/** GET /api/orders/:id: one of the signed-in customer's orders (404 for anyone else's). */
export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiGet<Order>(`/orders/${encodeURIComponent(id)}`, { signal });
}

export function getOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, id],
    queryFn: ({ signal }) => getOrder(id, signal),
  });
}

export function useOrder(id: string) {
  return useQuery({ ...getOrderQueryOptions(id), enabled: id !== '' });
}
