import type { EngravingOffer } from './engraving-offer.ts';

/** The alphabets an engraver cuts: Latin letters, Arabic letters (with their marks). */
export const ENGRAVING_SCRIPTS = ['latin', 'arabic'] as const;
export type EngravingScript = (typeof ENGRAVING_SCRIPTS)[number];

/** The longest engraving any piece offers, in characters. */
export const MAX_ENGRAVING_LENGTH = 40;

/** Punctuation an engraver cuts besides letters, digits and single spaces. */
export const ENGRAVING_PUNCTUATION = ".,'&-";

const LETTER_OF: Record<EngravingScript, RegExp> = {
  latin: /^\p{Script=Latin}$/u,
  arabic: /^\p{Script=Arabic}$/u,
};
const DIGIT = /^[0-9\u0660-\u0669\u06F0-\u06F9]$/u;
const MARK = /^\p{M}$/u;

/**
 * The text as it is stored and cut: composed (NFC), trimmed, runs of spaces made one. Input
 * refused by `engravingProblem` is never stored, so nothing else needs cleaning.
 */
export function normalEngraving(text: string): string {
  return text.normalize('NFC').trim().replace(/ {2,}/g, ' ');
}

const GRAPHEMES = new Intl.Segmenter('und', { granularity: 'grapheme' });
const LETTER = /^\p{L}$/u;
/** Marks one letter may carry: an Arabic vowel with its shadda. */
const MAX_MARKS = 2;

/** Characters as a reader counts them (a letter with its marks is one). */
export const engravingLength = (text: string) => [...GRAPHEMES.segment(text)].length;

export type EngravingProblem =
  { kind: 'tooLong'; max: number } | { kind: 'character'; character: string } | { kind: 'script'; character: string };

/**
 * Why `text` (normalized) cannot be engraved on a piece with `offer`, or null. Only letters of the
 * offered scripts, their marks, digits, single spaces and ENGRAVING_PUNCTUATION pass: markup,
 * control and format characters (the bidirectional overrides and isolates among them), emoji and
 * other scripts are refused, so the text reads the same wherever it is shown.
 */
export function engravingProblem(text: string, offer: EngravingOffer): EngravingProblem | null {
  const graphemes = [...GRAPHEMES.segment(text)].map((part) => part.segment);
  for (const grapheme of graphemes) {
    const [base, ...marks] = grapheme;
    if (marks.length > 0) {
      // Marks only on a letter, and no more than a vowel with its shadda: no stacked marks spilling over other text.
      const bad =
        marks.find((mark) => !MARK.test(mark)) ??
        (marks.length > MAX_MARKS || !LETTER.test(base!) ? marks[0] : undefined);
      if (bad) return { kind: 'character', character: visible(bad) };
    }
    if (base === ' ' || DIGIT.test(base!) || ENGRAVING_PUNCTUATION.includes(base!)) continue;
    const script = LETTER.test(base!) ? ENGRAVING_SCRIPTS.find((name) => LETTER_OF[name].test(base!)) : undefined;
    if (!script) return { kind: 'character', character: visible(base!) };
    if (!offer.scripts.includes(script)) return { kind: 'script', character: base! };
  }
  return graphemes.length > offer.maxLength ? { kind: 'tooLong', max: offer.maxLength } : null;
}

/** A refused character as a message can show it: its code point when it would not be seen. */
function visible(character: string): string {
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(character)
    ? character
    : `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}
