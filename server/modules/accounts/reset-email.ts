import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#domain/i18n/languages.ts';
import { escapeHtml, htmlText, mailHtml } from '#server/i18n/mail-text.ts';
import { translator } from '#server/i18n/translator.ts';

/** The reset mail, in the account's language (the catalogue's `mail.reset.…` texts). */
export function resetEmail(name: string, url: string, language: Language) {
  const t = translator(language);
  const shop = t('shell.store.name');
  const asked = t('mail.reset.asked', { store: shop });
  const notYou = t('mail.reset.notYou');
  const text = `${t('mail.reset.greeting', { name })}\n\n${asked}\n\n${url}\n\n${notYou}\n\n${shop}`;
  const html = `<p>${htmlText(t, 'mail.reset.greeting', { name })}</p><p>${escapeHtml(asked)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t('mail.reset.link'))}</a></p><p>${escapeHtml(notYou)}</p><p>${escapeHtml(shop)}</p>`;
  return { subject: t('mail.reset.subject', { store: shop }), text, html: mailHtml(language, html) };
}

/** The stored language of a user row the library hands over (an additional field), English when unknown. */
export function languageOf(user: object): Language {
  const language = (user as { language?: unknown }).language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
