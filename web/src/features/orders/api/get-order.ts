import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '#domain/orders/order.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** GET /api/orders/:id: one of the signed-in customer's orders (404 for anyone else's). */
export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiGet<Order>(`/orders/${encodeURIComponent(id)}`, { signal });
}

export function getOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.order(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });
}

export function useOrder(id: string) {
  return useQuery({ ...getOrderQueryOptions(id), enabled: id !== '' });
}
