import { intlLocale, type Language } from './i18n/languages.ts';
import { localizedText } from './i18n/localized-text.ts';
import type { MessageId, MessageValues, Translate } from './i18n/messages.ts';
import { formatCents } from './money.ts';
import type { Problem, ProblemValue } from './error-reasons.ts';

// Kept apart from error-reasons.ts and its zod schemas: every page can show a refusal, and the
// first download of a page carries no zod (docs/benches.md).

/** How a reader of one language writes the values: `sentence` gives the text of an id it may know. */
interface Reader {
  language: Language;
  translate: Translate;
  sentence: (english: string) => string;
}

function valueIn(value: ProblemValue, reader: Reader): string | number {
  if (typeof value !== 'object') return value;
  if ('cents' in value) return formatCents(value.cents, intlLocale(reader.language));
  if ('sentence' in value) return reader.sentence(value.sentence);
  return localizedText(value.en, value.ar, reader.language).text;
}

/** A problem's text in the reader's language. */
export function problemText({ reason, values }: Problem<string>, reader: Reader): string {
  const written: MessageValues = {};
  for (const [name, value] of Object.entries(values ?? {})) written[name] = valueIn(value, reader);
  return reader.translate(reason as MessageId, written);
}
