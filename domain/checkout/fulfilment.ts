import { z } from 'zod';
import { branchIdSchema } from '../catalog/branch-stock.ts';
import { store, type BranchId } from '../store/settings.ts';
import { shippingAddressSchema, type ShippingAddress } from './shipping.ts';
import { US_STATE_CODES } from './us-states.ts';

/**
 * How the shopper receives the order: shipped to a state (where it is handed over, so where it is
 * taxed), or collected at a branch that holds every piece.
 */
export const fulfilmentSchema = /* @__PURE__ */ z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('ship'),
      state: z.enum(US_STATE_CODES, { error: 'Please choose your state' }),
      /** Optional: Stripe Tax prices a ZIP more exactly than a state. */
      zip: z
        .string()
        .regex(/^\d{5}$/, 'Please enter a 5-digit ZIP code')
        .optional(),
    }),
    z.strictObject({ kind: z.literal('pickup'), branchId: branchIdSchema }),
  ],
  { error: 'Choose shipping or pick-up at a branch' },
);
export type Fulfilment = z.infer<typeof fulfilmentSchema>;
export type FulfilmentKind = Fulfilment['kind'];

/** POST /api/checkout/quote: without a fulfilment, the quote is as it always was (shipped, flat tax). */
export const quoteInput = /* @__PURE__ */ z.strictObject({
  fulfilment: fulfilmentSchema.optional(),
  /** The most store credit to spend, in cents (domain/checkout/credit-use.ts); none when left out. */
  credit: z.number().int().min(0).optional(),
});

/** Who collects a pick-up order: the name on the photo ID shown at the counter, and a phone to call. */
export const pickupContactSchema = /* @__PURE__ */ shippingAddressSchema.pick({ name: true, phone: true });
export type PickupContact = z.output<typeof pickupContactSchema>;

/** Where a pick-up order is handed over, written as an address (the billing record's columns). */
export function pickupAddress(branchId: BranchId, contact: PickupContact): ShippingAddress {
  const branch = store.branches.find((candidate) => candidate.id === branchId)!;
  return {
    name: contact.name,
    phone: contact.phone,
    street: `Pick-up at ${branch.name}, ${branch.street}`,
    city: branch.city,
    state: branch.region as ShippingAddress['state'],
    zip: branch.postalCode,
  };
}
