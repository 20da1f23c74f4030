// The shop's own words from settings.ts (opening hours, services, purities) in one language,
// written by the caller's Translate: each is found by its id, never by its English text.
import type { Language } from '../i18n/languages.ts';
import type { MessageId, Translate } from '../i18n/messages.ts';
import { store, STORE_SERVICES, type OpeningHours, type StoreServiceId } from './settings.ts';

const SERVICE_IDS: Readonly<Record<StoreServiceId, MessageId>> = {
  design: 'shell.store.service.design',
  repair: 'shell.store.service.repair',
  buying: 'shell.store.service.buying',
  engraving: 'shell.store.service.engraving',
  appraisals: 'shell.store.service.appraisals',
  cleaning: 'shell.store.service.cleaning',
};

/** The shop's services in settings.ts's order, each named in the language. */
export function storeServices(t: Translate): { id: StoreServiceId; name: string }[] {
  return (Object.keys(STORE_SERVICES) as StoreServiceId[]).map((id) => ({ id, name: t(SERVICE_IDS[id]) }));
}

const HOURS_IDS: Readonly<Record<OpeningHours['id'], { days: MessageId; hours: MessageId }>> = {
  weekdays: { days: 'shell.store.days.weekdays', hours: 'shell.store.hours.weekdays' },
  saturday: { days: 'shell.store.days.saturday', hours: 'shell.store.hours.saturday' },
  sunday: { days: 'shell.store.days.sunday', hours: 'shell.store.hours.sunday' },
  holidays: { days: 'shell.store.days.holidays', hours: 'shell.store.hours.byAppointment' },
};

/** The opening hours of settings.ts, each row's days and hours in the language. */
export function openingHours(t: Translate): { id: OpeningHours['id']; days: string; hours: string }[] {
  return store.hours.map(({ id }) => ({ id, days: t(HOURS_IDS[id].days), hours: t(HOURS_IDS[id].hours) }));
}

/**
 * The shop's gold purities as a phrase: '18K & 22K' or '18K and 22K' in English; in Arabic the
 * karats alone ('18 و22'), since the sentence around them says عيار.
 */
export function goldPurities(t: Translate, language: Language, joiner: '&' | 'and' = '&'): string {
  if (language === 'ar') return store.goldKarats.join(' و');
  return store.goldKarats.map((karat) => t('catalog.purity.karat', { karat })).join(` ${joiner} `);
}
