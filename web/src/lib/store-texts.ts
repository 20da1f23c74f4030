// The shop's own words from domain/store/settings.ts (hours, services, branch names) in the
// page's language. Functions, never module-level values: the server renders both languages.
import { store, type Branch } from '#domain/store/settings.ts';
import {
  goldPurities as goldPuritiesIn,
  openingHours,
  storeServices as servicesIn,
} from '#domain/store/store-texts.ts';
import { currentIntlLocale, currentLanguage, t, type MessageId } from './i18n.ts';

/** The opening hours of settings.ts in the page's language. */
export const storeHours = () => openingHours(t);

/** The services of settings.ts, each with its id, named in the page's language. */
export const storeServices = () => servicesIn(t);

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

/** The shop's gold purities as a phrase: '18K & 22K', '18K and 22K'; in Arabic '18 و22'. */
export const goldPurities = (joiner: '&' | 'and' = '&') => goldPuritiesIn(t, currentLanguage(), joiner);

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
