import { z } from 'zod';
import { MAX_SIZE_LEAD_DAYS, SIZE_SCALES, sizesBetween } from '../sizes/size-scales.ts';
import { MAX_ENGRAVING_LENGTH } from './engraving.ts';

/**
 * What a piece is made to for its buyer: a size of its scale, and a text engraved on it. A line
 * of a cart, a quote or an order keeps them; two lines of one piece differ by them.
 */

/** The sizes a piece is made in: a run of one scale, and how many days making it to size takes. */
export const sizingSchema = /* @__PURE__ */ z
  .strictObject({
    scale: z.enum(SIZE_SCALES, { error: 'Size scale must be ring, bangle, chainInches or chainCm' }),
    from: z.string({ error: 'Smallest size is required' }).max(10),
    to: z.string({ error: 'Largest size is required' }).max(10),
    leadDays: z
      .number({ error: 'Lead time must be a whole number of days' })
      .int('Lead time must be a whole number of days')
      .min(1, 'Lead time must be at least 1 day')
      .max(MAX_SIZE_LEAD_DAYS, `Lead time must be at most ${MAX_SIZE_LEAD_DAYS} days`),
  })
  .refine((sizing) => sizesBetween(sizing.scale, sizing.from, sizing.to).length > 0, {
    message: 'Sizes must run from a smaller to a larger size of the scale',
    path: ['to'],
  });
export type Sizing = z.infer<typeof sizingSchema>;

/** `options` of POST /api/cart: the size chosen, the text to engrave (both as the product offers). */
export const lineOptionsInput = /* @__PURE__ */ z.strictObject({
  size: z.string({ error: 'Size must be text' }).max(10, 'is not a size of this piece').optional(),
  // Room for what the longest offer allows and the spaces normalEngraving removes; the piece's own limit is checked after.
  engraving: z
    .string({ error: 'Engraving must be text' })
    .max(MAX_ENGRAVING_LENGTH * 4, `must be at most ${MAX_ENGRAVING_LENGTH} characters`)
    .optional(),
});
export type LineOptionsInput = z.infer<typeof lineOptionsInput>;

/** A line's options as every answer gives them: null where the buyer chose none. */
export const lineOptionsSchema = /* @__PURE__ */ z.object({
  size: z.object({ scale: z.enum(SIZE_SCALES), value: z.string() }).nullable(),
  engraving: z.string().nullable(),
});
export type LineOptions = z.infer<typeof lineOptionsSchema>;

export const NO_OPTIONS: LineOptions = { size: null, engraving: null };

/** Whether a line is made for its buyer: resized or engraved pieces are never returnable. */
export const isMadeToOrder = (options: LineOptions) => options.size !== null || options.engraving !== null;
