// What a review may say, without zod: the shop's form checks with these before sending, and the
// API's schema (review.ts) applies the same rules with the same sentences. Kept apart so the
// product page does not bring zod into the browser.

export const MAX_STARS = 5;
export const REVIEW_TEXT_MIN_LENGTH = 10;
export const REVIEW_TEXT_MAX_LENGTH = 2000;

/** The English sentences of each refusal (the catalogues hold them in every language). */
export const REVIEW_PROBLEMS = {
  stars: 'Please choose from 1 to 5 stars',
  textMissing: 'Please write your review',
  tooShort: `Please write at least ${REVIEW_TEXT_MIN_LENGTH} characters`,
  tooLong: `Please keep your review to ${REVIEW_TEXT_MAX_LENGTH} characters or fewer`,
  notPlain: 'Please write your review as plain text',
} as const;

/** Control characters other than the line feed a textarea writes between paragraphs. */
const CONTROL_BUT_NEWLINE = /[^\P{Cc}\n]/u;

export const isPlainText = (text: string): boolean => !CONTROL_BUT_NEWLINE.test(text);

/** Why these stars cannot be given, or null: 1 to 5 whole stars. */
export function starsProblem(stars: number): string | null {
  return Number.isInteger(stars) && stars >= 1 && stars <= MAX_STARS ? null : REVIEW_PROBLEMS.stars;
}

/** Why this text (already trimmed) cannot be a review, or null. */
export function reviewTextProblem(text: string): string | null {
  if (text.length < REVIEW_TEXT_MIN_LENGTH) return REVIEW_PROBLEMS.tooShort;
  if (text.length > REVIEW_TEXT_MAX_LENGTH) return REVIEW_PROBLEMS.tooLong;
  return isPlainText(text) ? null : REVIEW_PROBLEMS.notPlain;
}
