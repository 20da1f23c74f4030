export const grams = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export const brandName = (brand: string | null) => (brand ? (BRANDS[brand] ?? brand) : 'Card');

export const GATEWAY_NAMES = { offline: 'Offline test gateway', stripe: 'Stripe' } as const;
