import { z } from 'zod';
import { MAX_UNIT_PRICE_CENTS } from '../money-limits.ts';
import { ENGRAVING_SCRIPTS, MAX_ENGRAVING_LENGTH } from './engraving.ts';

// Apart from engraving.ts, whose rules the product page runs: the page's code carries no zod.

/** What a piece offers to engrave: how many characters, in which scripts, for what fee. */
export const engravingOfferSchema = /* @__PURE__ */ z.strictObject({
  maxLength: z
    .number({ error: 'Engraving length must be a whole number' })
    .int('Engraving length must be a whole number')
    .min(1, 'Engraving length must be at least 1 character')
    .max(MAX_ENGRAVING_LENGTH, `Engraving length must be at most ${MAX_ENGRAVING_LENGTH} characters`),
  scripts: z
    .array(z.enum(ENGRAVING_SCRIPTS, { error: 'Engraving scripts are latin and arabic' }))
    .min(1, 'Choose at least one script to engrave')
    .max(ENGRAVING_SCRIPTS.length)
    .refine((scripts) => new Set(scripts).size === scripts.length, 'Each script once'),
  feeCents: z
    .number({ error: 'Engraving fee must be a number' })
    .int('Engraving fee must be in whole cents')
    .min(0, 'Engraving fee cannot be negative')
    .max(MAX_UNIT_PRICE_CENTS, 'Engraving fee is too large'),
});
export type EngravingOffer = z.infer<typeof engravingOfferSchema>;
