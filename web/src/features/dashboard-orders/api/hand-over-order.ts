import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandoverInput } from '#domain/orders/handover.ts';
import type { Order } from '#domain/orders/order.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { showChangedOrder } from './set-order-status.ts';

/** POST /api/admin/orders/:id/handover: a ready pick-up order given to its collector. */
export function handOverOrder({ id, handover }: { id: string; handover: HandoverInput }) {
  return apiSend<Order>('POST', `/admin/orders/${encodeURIComponent(id)}/handover`, handover);
}

export function useHandOverOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverOrder,
    meta: { reportsOwnErrors: true },
    onSuccess: (order) => showChangedOrder(queryClient, order),
  });
}
