import type { LinePiece } from '#server/modules/cart/shopper-cart.ts';
import type { Order } from '#domain/orders/order.ts';
import type { QuoteRow } from '#server/modules/checkout/checkout.tables.ts';
import type { PaymentIntent } from '#server/providers/payments/payment-gateway.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

export interface PlaceOrderContext {
  deps: WorkflowDeps;
  quote: QuoteRow;
  intent: PaymentIntent;
  customer: { name: string; email: string };
  /** Set once the order is recorded. */
  orderId?: string;
  /** The order as recorded (its transaction committed), so it need not be read again. */
  order?: Order;
  /** The pieces the order took out of the shopper's cart, put back if a later step fails. */
  takenFromCart?: Array<LinePiece & { quantity: number }>;
  /** Another request (the browser, a webhook) recorded this payment's order first. */
  alreadyPlaced?: boolean;
}
