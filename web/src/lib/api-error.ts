import type { Problem, ProblemValues } from '#domain/error-reasons.ts';
import { problemText } from '#domain/problem-text.ts';
import { currentLanguage, i18n, t, translateIfKnown } from './i18n.ts';

/** What a refusal carries to write it: the wire's reason and values, and the server's own text. */
interface Refusal {
  reason?: string;
  values?: ProblemValues;
  message: string;
}

/** A problem's text in the page's language, when the page holds the text of its reason. */
function knownProblemText(problem: Problem<string>): string | undefined {
  if (!(problem.reason in i18n.messages)) return undefined;
  return problemText(problem, { language: currentLanguage(), translate: t, sentence: translateIfKnown });
}

/**
 * The sentence for a refusal in the page's language: written here from its reason and values;
 * the server's message (in the language the request asked for) when the page does not hold the
 * reason's text (the dashboard's and the protocol's refusals, a reason newer than this page).
 */
export function problemMessage({ reason, values, message }: Refusal): string {
  return (reason && knownProblemText({ reason, values })) || translateIfKnown(message);
}

/**
 * Each refused field's sentence in the page's language, by the field's path ('stones.0.carats'),
 * or undefined when the refusal names no field. Forms put these beside their fields.
 */
export function fieldMessages(refusal: {
  fields?: Record<string, string>;
  fieldProblems?: Record<string, Problem<string>>;
}): Record<string, string> | undefined {
  if (!refusal.fields && !refusal.fieldProblems) return undefined;
  const messages: Record<string, string> = {};
  for (const [field, message] of Object.entries(refusal.fields ?? {})) messages[field] = translateIfKnown(message);
  for (const [field, problem] of Object.entries(refusal.fieldProblems ?? {})) {
    const text = knownProblemText(problem);
    if (text) messages[field] = text;
  }
  return messages;
}
