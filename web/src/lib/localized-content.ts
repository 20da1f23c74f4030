import { currentLanguage } from './i18n.ts';

/** A text of the shop's content (a product's name, its description) in the page's language. */
export interface LocalizedText {
  text: string;
  /** 'en' when an Arabic page shows the English text for want of a translation: mark it lang="en". */
  lang: 'en' | undefined;
}

/**
 * The Arabic text when the page is Arabic and one was entered in the dashboard, the English one
 * otherwise (marked, so screen readers read it as English).
 */
export function localized(english: string, arabic: string | null | undefined): LocalizedText {
  if (currentLanguage() !== 'ar') return { text: english, lang: undefined };
  return arabic?.trim() ? { text: arabic, lang: undefined } : { text: english, lang: 'en' };
}
