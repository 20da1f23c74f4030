import { z } from 'zod';
import { orderLineSchema, orderSchema, PAYMENT_GATEWAYS } from '../orders/order.ts';
import { cardDetailsSchema } from './card.ts';
import { shippingAddressSchema } from './shipping.ts';

/** How long a quoted price holds while the shopper fills the form and pays. */
export const QUOTE_VALID_MINUTES = 15;

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
  total: z.number().int(),
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

/** POST /api/checkout/pay: the offline gateway's card form. */
export const payWithCardInput = /* @__PURE__ */ z.strictObject({
  quoteId,
  shipping: shippingAddressSchema,
  card: cardDetailsSchema(),
});

/** POST /api/checkout/prepare: Stripe, before the browser confirms the payment. */
export const prepareCheckoutInput = /* @__PURE__ */ z.strictObject({ quoteId, shipping: shippingAddressSchema });

/** POST /api/checkout/complete: Stripe, after the browser confirmed the payment. */
export const completeCheckoutInput = /* @__PURE__ */ z.strictObject({ quoteId });

export const placedOrderSchema = /* @__PURE__ */ z.object({ order: orderSchema });
