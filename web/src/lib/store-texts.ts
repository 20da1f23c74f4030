// The shop's own words from domain/store/settings.ts (hours, services, branch names) in the
// page's language. Functions, never module-level values: the server renders both languages.
import { store, type Branch } from '#domain/store/settings.ts';
import { currentIntlLocale, currentLanguage, t, type MessageId } from './i18n.ts';

export type StoreService = (typeof store.services)[number];

const SERVICE_IDS: Record<StoreService, MessageId> = {
  'Custom jewelry design': 'shell.store.service.design',
  'Jewelry repair & resizing': 'shell.store.service.repair',
  'Gold buying & exchange': 'shell.store.service.buying',
  Engraving: 'shell.store.service.engraving',
  Appraisals: 'shell.store.service.appraisals',
  'Cleaning & polishing': 'shell.store.service.cleaning',
};

/** A service of settings.ts, named in the page's language. */
export const storeService = (service: StoreService) => t(SERVICE_IDS[service]);

const DAYS_IDS: Partial<Record<string, MessageId>> = {
  'Mon-Fri': 'shell.store.days.weekdays',
  Sat: 'shell.store.days.saturday',
  Sun: 'shell.store.days.sunday',
  Holidays: 'shell.store.days.holidays',
};
const HOURS_IDS: Partial<Record<string, MessageId>> = {
  '10:00 AM-7:00 PM': 'shell.store.hours.weekdays',
  '10:00 AM-6:00 PM': 'shell.store.hours.saturday',
  '12:00 PM-5:00 PM': 'shell.store.hours.sunday',
  'By appointment': 'shell.store.hours.byAppointment',
};

/** The opening hours of settings.ts in the page's language (a row changed there without a translation stays as written). */
export function storeHours(): { key: string; days: string; hours: string }[] {
  return store.hours.map((row) => {
    const days = DAYS_IDS[row.days];
    const hours = HOURS_IDS[row.hours];
    return { key: row.days, days: days ? t(days) : row.days, hours: hours ? t(hours) : row.hours };
  });
}

const BRANCH_IDS: Record<Branch['id'], { name: MessageId; label: MessageId; city: MessageId; region: MessageId }> = {
  louisiana: {
    name: 'shell.store.branch.louisiana.name',
    label: 'shell.store.branch.louisiana.label',
    city: 'shell.store.branch.louisiana.city',
    region: 'shell.store.branch.louisiana.region',
  },
  houston: {
    name: 'shell.store.branch.houston.name',
    label: 'shell.store.branch.houston.label',
    city: 'shell.store.branch.houston.city',
    region: 'shell.store.branch.houston.region',
  },
};

/** 'Louisiana Main Store', 'Main store', 'Metairie' in the page's language. */
export const branchName = (branch: Branch) => t(BRANCH_IDS[branch.id].name);
export const branchLabel = (branch: Branch) => t(BRANCH_IDS[branch.id].label);
export const branchCity = (branch: Branch) => t(BRANCH_IDS[branch.id].city);
/** 'LA' in English, 'لويزيانا' in Arabic. */
export const branchRegion = (branch: Branch) => t(BRANCH_IDS[branch.id].region);

/** The shop's name: 'Al Zahra Jewelers', 'مجوهرات الزهراء'. */
export const storeName = () => t('shell.store.name');

/**
 * The shop's gold purities as a phrase: '18K & 22K' or '18K and 22K' in English; in Arabic the
 * karats alone ('18 و22'), since the sentence around them says عيار.
 */
export function goldPurities(joiner: '&' | 'and' = '&'): string {
  if (currentLanguage() === 'ar') return store.goldPurities.map((purity) => purity.replace(/K$/, '')).join(' و');
  return store.goldPurities.join(` ${joiner} `);
}

/** '40+', kept in that order inside Arabic text (an isolate: bidi would otherwise show '+40'). */
export function yearsClaim(): string {
  return currentLanguage() === 'ar' ? `\u2066${store.yearsClaim}\u2069` : store.yearsClaim;
}

/** 'Metairie and Houston', 'ميتيري وهيوستن': words joined as the page's language joins them. */
export function joinAnd(items: readonly string[]): string {
  return new Intl.ListFormat(currentIntlLocale(), { type: 'conjunction' }).format(items);
}

/** A text in another script set inside a sentence ('9600 Bellaire Blvd'): isolated, so bidi keeps its order. */
export const isolate = (text: string) => (currentLanguage() === 'ar' ? `\u2068${text}\u2069` : text);
