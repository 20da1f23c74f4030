import { useMutation } from '@tanstack/react-query';
import type { ShippingAddress } from '#domain/checkout/shipping.ts';
import { apiSend } from '#web/lib/api-client.ts';

/** POST /api/checkout/prepare (Stripe): the quote still holds, and the address is kept with it. */
export function prepareCheckout(input: { quoteId: string; shipping: ShippingAddress }) {
  return apiSend<{ ok: true }>('POST', '/checkout/prepare', input);
}

export function usePrepareCheckout() {
  return useMutation({ mutationFn: prepareCheckout, meta: { reportsOwnErrors: true } });
}
