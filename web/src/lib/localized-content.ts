import { localizedText, type LocalizedText } from '#domain/i18n/localized-text.ts';
import { currentLanguage } from './i18n.ts';

/**
 * A text of the shop's content (a product's name, its description) in the page's language: the
 * Arabic one when entered in the dashboard, the English one otherwise (marked, so screen readers
 * read it as English).
 */
export const localized = (english: string, arabic: string | null | undefined): LocalizedText =>
  localizedText(english, arabic, currentLanguage());
