import { cardBrandName } from '#domain/checkout/card.ts';
import type { Order } from '#domain/orders/order.ts';
import { t } from '#web/lib/i18n.ts';

/** "Visa ending in 4242", or plainly "Card" when the provider did not say (in the page's language). */
export function paymentMethodText(payment: Order['payment']): string {
  const brand = payment.brand ? cardBrandName(payment.brand) : t('orders.payment.card');
  return payment.last4 ? t('orders.payment.endingIn', { brand, last4: payment.last4 }) : brand;
}
