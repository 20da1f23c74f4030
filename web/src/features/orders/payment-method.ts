import type { Order } from '#domain/orders/order.ts';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa ending in 4242", or plainly "Card" when the provider did not say. */
export function paymentMethodText(payment: Order['payment']): string {
  const brand = payment.brand ? (BRANDS[payment.brand] ?? 'Card') : 'Card';
  return payment.last4 ? `${brand} ending in ${payment.last4}` : brand;
}
