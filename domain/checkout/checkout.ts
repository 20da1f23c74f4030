import { z } from 'zod';
import { orderLineSchema, orderSchema, PAYMENT_GATEWAYS } from '../orders/order.ts';
import { cardDetailsSchema } from './card.ts';
import { taxLineSchema } from '../tax/tax-line.ts';
import { fulfilmentSchema, pickupContactSchema, type PickupContact } from './fulfilment.ts';
import { shippingAddressSchema, type ShippingAddress } from './shipping.ts';

/** How long a quoted price holds while the shopper fills the form and pays. */
export const QUOTE_VALID_MINUTES = 15;

/**
 * A quote past its hold can still be paid while today's rates give the same prices. Once it is
 * this long past its hold, or as soon as the shopper starts a newer checkout, its payment is
 * given up (cancelled at the provider) and the quote can no longer be paid.
 */
export const QUOTE_RELEASE_AFTER_MINUTES = 60;

/**
 * The most one order paid online can come to: Stripe's largest card charge, $999,999.99 (the
 * offline gateway mirrors it). A larger cart is not quoted; such a purchase is made in a store.
 */
export const MAX_ORDER_TOTAL_CENTS = 99_999_999;

/** A quoted line is what an order line will be: the same snapshot, at the quoted price. */
export const quoteLineSchema = orderLineSchema;

/** The server's price for the cart, fixed until `expiresAt`: what the shopper is charged. */
export const quoteSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  expiresAt: z.string(),
  lines: z.array(quoteLineSchema),
  itemCount: z.number().int(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  /** The tax by jurisdiction where the order is handed over; adds up to `tax`. */
  taxLines: z.array(taxLineSchema),
  total: z.number().int(),
  /** Store credit spent towards the total (domain/checkout/credit-use.ts). */
  credit: z.number().int(),
  /** What the card pays: the total less the credit; 0 when the credit covers all (no card). */
  charge: z.number().int(),
  /** Shipped to a state or picked up at a branch; null: not chosen yet (taxed at the flat rate, shipped). */
  fulfilment: fulfilmentSchema.nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** POST /api/checkout/quote: the quote, and the payment it is to be paid with. */
export const checkoutSessionSchema = /* @__PURE__ */ z.object({
  quote: quoteSchema,
  payment: z.object({
    gateway: z.enum(PAYMENT_GATEWAYS),
    intentId: z.string(),
    /** Stripe only: for the Payment Element. */
    clientSecret: z.string().nullable(),
    publishableKey: z.string().nullable(),
  }),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

const quoteId = z.string().min(1, 'is required').max(100);

/**
 * Who receives the order: the address of a shipped one, or who collects a pick-up (the quote says
 * which is needed; the other is refused).
 */
const recipient = {
  shipping: shippingAddressSchema.optional(),
  pickupContact: pickupContactSchema.optional(),
};
export type Recipient = { shipping?: ShippingAddress; pickupContact?: PickupContact };

/** POST /api/checkout/pay: the offline gateway's card form. */
export const payWithCardInput = /* @__PURE__ */ z.strictObject({ quoteId, ...recipient, card: cardDetailsSchema() });

/** POST /api/checkout/prepare: Stripe, before the browser confirms the payment. */
export const prepareCheckoutInput = /* @__PURE__ */ z.strictObject({ quoteId, ...recipient });

/** POST /api/checkout/pay-with-credit: a quote the store credit covers in full (no card). */
export const payWithCreditInput = /* @__PURE__ */ z.strictObject({ quoteId, ...recipient });

/** POST /api/checkout/complete: Stripe, after the browser confirmed the payment. */
export const completeCheckoutInput = /* @__PURE__ */ z.strictObject({ quoteId });

export const placedOrderSchema = /* @__PURE__ */ z.object({ order: orderSchema });
