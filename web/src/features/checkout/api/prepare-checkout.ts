import { useMutation } from '@tanstack/react-query';
import type { Recipient } from '#domain/checkout/checkout.ts';
import { apiSend } from '#web/lib/api-client.ts';

/** POST /api/checkout/prepare (Stripe): the quote still holds, and the address (or who collects it) is kept with it. */
export function prepareCheckout(input: Recipient & { quoteId: string }) {
  return apiSend<{ ok: true }>('POST', '/checkout/prepare', input);
}

export function usePrepareCheckout() {
  return useMutation({ mutationFn: prepareCheckout, meta: { reportsOwnErrors: true } });
}
