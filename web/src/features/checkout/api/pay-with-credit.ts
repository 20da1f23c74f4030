import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recipient } from '#domain/checkout/checkout.ts';
import type { Order } from '#domain/orders/order.ts';
import { ApiError, apiSend } from '#web/lib/api-client.ts';
import { refreshAfterOrder } from './order-placed.ts';

/** POST /api/checkout/pay-with-credit: a quote the store credit covers in full; no card. */
export function payWithCredit(input: Recipient & { quoteId: string }) {
  return apiSend<{ order: Order }>('POST', '/checkout/pay-with-credit', input).then(({ order }) => order);
}

export function usePayWithCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payWithCredit,
    meta: { reportsOwnErrors: true },
    // Like a card payment: the same quote paid twice places one order, so a request lost on the
    // way is sent again; any answer from the server is final.
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
    retryDelay: 800,
    onSuccess: () => refreshAfterOrder(queryClient),
  });
}
