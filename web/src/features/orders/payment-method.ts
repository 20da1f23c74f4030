import { cardBrandName } from '#domain/checkout/card.ts';
import type { Order } from '#domain/orders/order.ts';
import { t } from '#web/lib/i18n.ts';

/**
 * "Visa ending in 4242", or plainly "Card" when the provider did not say (in the page's language);
 * "Store credit" when the credit paid it all, "Visa ending in 4242 and store credit" when both did.
 */
export function paymentMethodText({ payment, credit }: Pick<Order, 'payment' | 'credit'>): string {
  if (payment.gateway === 'store_credit') return t('orders.payment.storeCredit');
  const brand = payment.brand ? cardBrandName(payment.brand) : t('orders.payment.card');
  const card = payment.last4 ? t('orders.payment.endingIn', { brand, last4: payment.last4 }) : brand;
  return credit > 0 ? t('orders.payment.cardAndCredit', { card }) : card;
}
