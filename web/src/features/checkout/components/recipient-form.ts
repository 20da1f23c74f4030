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

/** A form's recipient when it gave way to another, and the field that had the focus. */
export interface RecipientDraft {
  values: RecipientFormValues;
  focused: string | null;
}

/** Starting values: shipped (as the checkout always was), the account's name; the rest is the shopper's. */
export function emptyRecipient(name: string): RecipientFormValues {
  return {
    receive: 'ship',
    shipping: { name, phone: '', street: '', city: '', state: '' as ShippingAddressInput['state'], zip: '' },
    pickupContact: { name, phone: '' },
  };
}

/** A form's starting values: what the form before it held, else empty. */
export function startingRecipient(draft: RecipientDraft | null, name: string): RecipientFormValues {
  return draft?.values ?? emptyRecipient(name);
}

/** The recipient's part of a payment form's values (not the card). */
export function recipientDraftOf(values: RecipientFormValues): RecipientFormValues {
  return { receive: values.receive, shipping: values.shipping, pickupContact: values.pickupContact };
}

/**
 * The fulfilment the quote must be for: a branch, or the state once one is chosen (null until
 * then), with the ZIP once five digits are typed (Stripe Tax prices by it; the other modes ignore it).
 */
export function fulfilmentOf(receive: Receive, state: string, zip = ''): Fulfilment | null {
  if (receive !== 'ship') return { kind: 'pickup', branchId: receive };
  const parsed = shippingAddressSchema.shape.state.safeParse(state);
  if (!parsed.success) return null;
  const zip5 = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(zip)?.[1];
  return zip5 ? { kind: 'ship', state: parsed.data, zip: zip5 } : { kind: 'ship', state: parsed.data };
}

/** What Pay sends: the address of a shipped order, or who collects a pick-up. */
export function recipientOf(values: z.output<typeof recipientFormSchema>): Recipient {
  return values.receive === 'ship' ? { shipping: values.shipping } : { pickupContact: values.pickupContact };
}
