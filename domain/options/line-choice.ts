import { sizesBetween, type SizeScale } from '../sizes/size-scales.ts';
import type { EngravingOffer } from './engraving-offer.ts';
import { engravingProblem, normalEngraving } from './engraving.ts';
import type { LineOptions, LineOptionsInput, Sizing } from './line-options.ts';

// Apart from line-options.ts and its schemas: the product page checks a choice with these, and
// its code carries no zod.

/** What a piece offers its buyer to choose. */
export interface OptionOffers {
  sizing: Sizing | null;
  engraving: EngravingOffer | null;
}

export type OptionsRefusal =
  | { reason: 'problem.options.sizeRequired' }
  | { reason: 'problem.options.notSized' }
  | { reason: 'problem.options.sizeNotMade'; size: string; scale: SizeScale }
  | { reason: 'problem.options.noEngraving' }
  | { reason: 'problem.options.engravingTooLong'; max: number }
  | { reason: 'problem.options.engravingCharacter'; character: string }
  | { reason: 'problem.options.engravingScript'; character: string };

/**
 * The options of a line of a piece, as the buyer asked (blank engraving: none), or why they cannot
 * be made: a sized piece needs one of its sizes, a piece without sizes takes none, and an
 * engraving must be one the piece offers (engravingProblem).
 */
export function lineOptionsOf(
  offers: OptionOffers,
  input: LineOptionsInput | undefined,
): { options: LineOptions } | { refusal: OptionsRefusal } {
  const size = input?.size?.trim() || undefined;
  if (offers.sizing && size === undefined) return { refusal: { reason: 'problem.options.sizeRequired' } };
  if (!offers.sizing && size !== undefined) return { refusal: { reason: 'problem.options.notSized' } };
  if (offers.sizing && !sizesBetween(offers.sizing.scale, offers.sizing.from, offers.sizing.to).includes(size!)) {
    return { refusal: { reason: 'problem.options.sizeNotMade', size: size!, scale: offers.sizing.scale } };
  }
  const engraving = normalEngraving(input?.engraving ?? '') || null;
  if (engraving !== null) {
    if (!offers.engraving) return { refusal: { reason: 'problem.options.noEngraving' } };
    const problem = engravingProblem(engraving, offers.engraving);
    if (problem?.kind === 'tooLong')
      return { refusal: { reason: 'problem.options.engravingTooLong', max: problem.max } };
    if (problem?.kind === 'character') {
      return { refusal: { reason: 'problem.options.engravingCharacter', character: problem.character } };
    }
    if (problem) return { refusal: { reason: 'problem.options.engravingScript', character: problem.character } };
  }
  return {
    options: {
      size: offers.sizing && size !== undefined ? { scale: offers.sizing.scale, value: size } : null,
      engraving,
    },
  };
}

/** The engraving fee a line adds to each piece's price. */
export const engravingFeeCents = (offers: OptionOffers, options: LineOptions) =>
  options.engraving !== null && offers.engraving ? offers.engraving.feeCents : 0;
