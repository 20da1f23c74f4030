import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminOrderList } from '#domain/admin/admin-orders.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderStepInput } from '#domain/orders/shipment.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiSend } from '#web/lib/api-client.ts';

/** PATCH /api/admin/orders/:id: the order's next step (forward only; shipping carries its parcel). */
export function setOrderStatus({ id, step }: { id: string; step: OrderStepInput }) {
  return apiSend<Order>('PATCH', `/admin/orders/${encodeURIComponent(id)}`, step);
}

/** An order the server changed: shown at once in every list, then the dashboard's reads catch up. */
export function showChangedOrder(queryClient: QueryClient, order: Order) {
  // The pill changes at once in every list that shows the order…
  queryClient.setQueriesData<AdminOrderList>({ queryKey: queryKeys.adminOrderLists }, (list) =>
    list ? { ...list, items: list.items.map((item) => (item.id === order.id ? order : item)) } : list,
  );
  // …then the dashboard's reads (a filtered list, counts on the overview) catch up.
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin });
}

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    meta: { reportsOwnErrors: true },
    onSuccess: (order) => showChangedOrder(queryClient, order),
  });
}
