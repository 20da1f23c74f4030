import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import ar from './catalogues/ar.json' with { type: 'json' };
import en from './catalogues/en.json' with { type: 'json' };
import { intlLocale, type Language } from './languages.ts';
import type { Translate } from './messages.ts';

/** The catalogue's texts in one language, as the server's translator writes them: for domain tests. */
export function testTranslator(language: Language): Translate {
  const catalogue: Record<string, string> = language === 'ar' ? ar : en;
  const messages = Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, compileMessage(text)]));
  const i18n = setupI18n({ locale: language, locales: intlLocale(language), messages: { [language]: messages } });
  return (id, values) => i18n._(id, values);
}
