import { z } from 'zod';

/**
 * A piece's rating from its approved reviews: the average to one decimal and how many there are;
 * null when none is approved (the shop then shows no stars at all, never a made-up figure).
 */
export const productRatingSchema = /* @__PURE__ */ z
  .object({
    /** 1.0 to 5.0, one decimal. */
    average: z.number(),
    count: z.number().int(),
  })
  .nullable();
export type ProductRating = z.infer<typeof productRatingSchema>;

/** The rating of `count` approved reviews whose stars add up to `starTotal`. */
export function ratingOf(starTotal: number, count: number): ProductRating {
  if (count <= 0) return null;
  // Rounded half up on tenths, computed on integers: 4.25 is 4.3, never 4.2 through a float's error.
  return { average: Math.round((starTotal * 10) / count) / 10, count };
}
