import type { Language } from '#domain/i18n/languages.ts';
import type { MessageId, MessageValues, Translate } from '#domain/i18n/messages.ts';

// What every mail to a shopper shares: its texts are the catalogue's (`mail.…`), written by
// translator(language) in the account's language, and an Arabic mail reads right to left.

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A catalogue text as HTML: the text and its plain values escaped, the `markup` values (already
 * HTML, e.g. a <strong> order number) set in as they are.
 */
export function htmlText(t: Translate, id: MessageId, values: MessageValues = {}, markup: Record<string, string> = {}) {
  const marks = Object.keys(markup);
  // Private-use characters mark where each piece of markup goes: no text or escape makes them.
  const slots = Object.fromEntries(marks.map((name, index) => [name, `\uE000${index}\uE001`]));
  const escaped = escapeHtml(t(id, { ...values, ...slots }));
  return escaped.replace(/\uE000(\d+)\uE001/g, (_, index: string) => markup[marks[Number(index)]!]!);
}

/** Which side a mail's lines start and end on. */
export const mailSides = (language: Language) =>
  language === 'ar' ? ({ start: 'right', end: 'left' } as const) : ({ start: 'left', end: 'right' } as const);

/**
 * The mail's HTML document. English keeps the fragment it always was; Arabic is a document that
 * says its language and direction (`<html lang="ar" dir="rtl">`), its text set to the right.
 */
export function mailHtml(language: Language, body: string): string {
  if (language === 'en') return body;
  return `<!doctype html>
<html lang="${language}" dir="rtl"><head><meta charset="utf-8"></head><body dir="rtl" style="direction:rtl;text-align:right">
${body}
</body></html>`;
}
