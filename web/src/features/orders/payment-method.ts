import { cardBrandName } from '#domain/checkout/card.ts';
import type { Order } from '#domain/orders/order.ts';

/** "Visa ending in 4242", or plainly "Card" when the provider did not say. */
export function paymentMethodText(payment: Order['payment']): string {
  const brand = cardBrandName(payment.brand);
  return payment.last4 ? `${brand} ending in ${payment.last4}` : brand;
}
