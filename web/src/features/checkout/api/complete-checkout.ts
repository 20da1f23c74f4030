import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '#domain/orders/order.ts';
import { ApiError, apiSend } from '#web/lib/api-client.ts';
import { refreshAfterOrder } from './order-placed.ts';

/** POST /api/checkout/complete (Stripe): once the browser confirmed the payment, place the order. */
export function completeCheckout(input: { quoteId: string }) {
  return apiSend<{ order: Order }>('POST', '/checkout/complete', input).then(({ order }) => order);
}

export function useCompleteCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeCheckout,
    meta: { reportsOwnErrors: true },
    // Idempotent on the server (Stripe's webhook may even have placed the order already).
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
    retryDelay: 800,
    onSuccess: () => refreshAfterOrder(queryClient),
  });
}
