export const GATEWAY_NAMES = { offline: 'Offline test gateway', stripe: 'Stripe' } as const;
