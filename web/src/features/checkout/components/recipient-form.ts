import { z } from 'zod';
import { branchIdSchema } from '#domain/catalog/branch-stock.ts';
import type { Recipient } from '#domain/checkout/checkout.ts';
import { pickupContactSchema, type Fulfilment } from '#domain/checkout/fulfilment.ts';
import { shippingAddressSchema, type ShippingAddressInput } from '#domain/checkout/shipping.ts';
import type { BranchId } from '#domain/store/settings.ts';

/** The checkout's first choice: shipped ('ship') or picked up at a branch (its id). */
export type Receive = 'ship' | BranchId;

/**
 * Who receives the order, as the form holds it: both the address and the collector are kept while
 * the shopper switches, and only the chosen one is checked (the same checks the server runs).
 */
export const recipientFormSchema = /* @__PURE__ */ z.discriminatedUnion('receive', [
  z.object({ receive: z.literal('ship'), shipping: shippingAddressSchema }),
  z.object({ receive: branchIdSchema, pickupContact: pickupContactSchema }),
]);

export interface RecipientFormValues {
  receive: Receive;
  shipping: ShippingAddressInput;
  pickupContact: { name: string; phone: string };
}

/** Starting values: shipped (as the checkout always was), the account's name; the rest is the shopper's. */
export function emptyRecipient(name: string): RecipientFormValues {
  return {
    receive: 'ship',
    shipping: { name, phone: '', street: '', city: '', state: '' as ShippingAddressInput['state'], zip: '' },
    pickupContact: { name, phone: '' },
  };
}

/** The fulfilment the quote must be for: a branch, or the state once one is chosen (null until then). */
export function fulfilmentOf(receive: Receive, state: string): Fulfilment | null {
  if (receive !== 'ship') return { kind: 'pickup', branchId: receive };
  const parsed = shippingAddressSchema.shape.state.safeParse(state);
  return parsed.success ? { kind: 'ship', state: parsed.data } : null;
}

/** What Pay sends: the address of a shipped order, or who collects a pick-up. */
export function recipientOf(values: z.output<typeof recipientFormSchema>): Recipient {
  return values.receive === 'ship' ? { shipping: values.shipping } : { pickupContact: values.pickupContact };
}
