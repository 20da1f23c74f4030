import { store } from '#domain/store/settings.ts';

export type PolicyIcon = 'secure' | 'payments' | 'returns' | 'shipping';

export const POLICIES: readonly { icon: PolicyIcon; title: string; text: string }[] = [
  {
    icon: 'secure',
    title: 'Secure Shopping',
    text: 'Encrypted checkout and card payments handled by a certified payment provider.',
  },
  {
    icon: 'payments',
    title: 'Flexible Payments',
    text: 'Pay by any major credit or debit card, online or in store.',
  },
  {
    icon: 'returns',
    title: 'Easy Returns',
    text: `A ${store.returnWindowDays}-day return window with free return shipping.`,
  },
  {
    icon: 'shipping',
    title: 'Worldwide Shipping',
    text: 'Insured, discreetly packed delivery to your door, wherever you are.',
  },
];

export const PROMISES: readonly string[] = [
  store.claims.certifiedDealer,
  store.claims.authenticity,
  `${store.goldPurities.join(' and ')} gold, priced by weight at the live metal rate`,
  'Repairs, resizing and engraving by our own goldsmiths',
  `Family owned and run since ${store.foundedYear}`,
];

export const STATS: readonly { value: string; label: string }[] = [
  { value: store.yearsClaim, label: 'Years of craft' },
  { value: store.stats.customers, label: 'Happy customers' },
  { value: store.stats.authentic, label: 'Authentic' },
  { value: store.stats.support, label: 'Support' },
];
