import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardDetailsInput } from '#domain/checkout/card.ts';
import type { Recipient } from '#domain/checkout/checkout.ts';
import type { Order } from '#domain/orders/order.ts';
import { ApiError, apiSend } from '#web/lib/api-client.ts';
import { refreshAfterOrder } from './order-placed.ts';

/** The quote, its address (shipped) or who collects it (pick-up), and the card. */
export interface PayWithCardInput extends Recipient {
  quoteId: string;
  card: CardDetailsInput;
}

/** POST /api/checkout/pay (offline gateway): authorizes the card, places the order, takes the money. */
export function payWithCard(input: PayWithCardInput) {
  return apiSend<{ order: Order }>('POST', '/checkout/pay', input).then(({ order }) => order);
}

export function usePayWithCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payWithCard,
    meta: { reportsOwnErrors: true },
    // The server answers a repeated payment of the same quote with the same order, so a request
    // lost on the way (no answer at all) is sent again; any answer from the server is final.
    retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
    retryDelay: 800,
    onSuccess: () => refreshAfterOrder(queryClient),
  });
}
