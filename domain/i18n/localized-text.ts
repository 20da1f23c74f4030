import type { Language } from './languages.ts';

/** A text of the shop's content (a product's name, its description) in one language. */
export interface LocalizedText {
  text: string;
  /** 'en' when an Arabic page shows the English text for want of a translation: mark it lang="en". */
  lang: 'en' | undefined;
}

/**
 * The Arabic text in Arabic when the dashboard has one (a blank or whitespace one is none), the
 * English one otherwise: the rule of every page, head and mail that shows the shop's content.
 */
export function localizedText(english: string, arabic: string | null | undefined, language: Language): LocalizedText {
  if (language !== 'ar') return { text: english, lang: undefined };
  const translated = arabic?.trim();
  return translated ? { text: translated, lang: undefined } : { text: english, lang: 'en' };
}
