import { store } from '#domain/store/settings.ts';
import { t } from '#web/lib/i18n.ts';
import { goldPurities } from '#web/lib/store-texts.ts';

export type PolicyIcon = 'secure' | 'payments' | 'returns' | 'shipping';

// Functions rather than constants: the texts are in the page's language, read while rendering.

export const policies = (): readonly { icon: PolicyIcon; title: string; text: string }[] => [
  { icon: 'secure', title: t('home.policy.secure.title'), text: t('home.policy.secure.text') },
  { icon: 'payments', title: t('home.policy.payments.title'), text: t('home.policy.payments.text') },
  {
    icon: 'returns',
    title: t('home.policy.returns.title'),
    text: t('home.policy.returns.text', { days: store.returnWindowDays }),
  },
  { icon: 'shipping', title: t('home.policy.shipping.title'), text: t('home.policy.shipping.text') },
];

export const promises = (): readonly string[] => [
  t('shell.store.certifiedDealer'),
  t('shell.store.authenticity'),
  t('home.promise.pricedByWeight', { purities: goldPurities('and') }),
  t('home.promise.ownGoldsmiths'),
  t('home.promise.familyOwned', { year: store.foundedYear }),
];

export const stats = (): readonly { value: string; label: string }[] => [
  { value: store.yearsClaim, label: t('home.stats.years') },
  { value: store.stats.customers, label: t('home.stats.customers') },
  { value: store.stats.authentic, label: t('home.stats.authentic') },
  { value: store.stats.support, label: t('home.stats.support') },
];
