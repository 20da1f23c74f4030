import en from '#domain/i18n/catalogues/en.json' with { type: 'json' };
import type { Language } from '#domain/i18n/languages.ts';
import type { MessageId } from '#domain/i18n/messages.ts';
import type { FieldProblem, Problem } from '#domain/error-reasons.ts';
import { problemText } from '#domain/problem-text.ts';
import { translator } from './translator.ts';

/** True when an English sentence (a schema's, the card provider's) is a catalogue id too. */
export function isMessageId(text: string): text is MessageId {
  return Object.hasOwn(en, text);
}

/** A refusal's text in one language, as the API's `message` carries it. */
export function problemMessage(problem: Problem<string>, language: Language): string {
  const translate = translator(language);
  return problemText(problem, {
    language,
    translate,
    sentence: (english) => (isMessageId(english) ? translate(english) : english),
  });
}

/** A field's refusal from a schema's sentence: its own id when the catalogue has it. */
export function fieldProblemOf(sentence: string): FieldProblem {
  return isMessageId(sentence)
    ? { reason: sentence }
    : { reason: 'problem.field.invalid', values: { detail: { sentence } } };
}
