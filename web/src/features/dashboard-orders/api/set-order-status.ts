import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderList } from '#domain/admin/admin-orders.ts';
import type { Order } from '#domain/orders/order.ts';
import type { SettableStatus } from '#domain/orders/order-status.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiSend } from '#web/lib/api-client.ts';

/** PATCH /api/admin/orders/:id: pending and confirmed toggle both ways. */
export function setOrderStatus({ id, status }: { id: string; status: SettableStatus }) {
  return apiSend<Order>('PATCH', `/admin/orders/${encodeURIComponent(id)}`, { status });
}

export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderStatus,
    meta: { reportsOwnErrors: true },
    onSuccess: (order) => {
      // The pill changes at once in every list that shows the order…
      queryClient.setQueriesData<AdminOrderList>({ queryKey: queryKeys.adminOrderLists }, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === order.id ? order : item)) } : list,
      );
      // …then the dashboard's reads (a filtered list, counts on the overview) catch up.
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin });
    },
  });
}
