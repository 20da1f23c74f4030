export const grams = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

export const GATEWAY_NAMES = { offline: 'Offline test gateway', stripe: 'Stripe' } as const;
