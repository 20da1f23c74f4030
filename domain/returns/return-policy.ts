import { z } from 'zod';
import { store } from '../store/settings.ts';
import type { TaxClass } from '../tax/tax-line.ts';

/** The longest return window a product may give, in days. */
export const MAX_RETURN_DAYS = 365;

/**
 * How many days after it is delivered or collected a piece may be returned; null: it is a final
 * sale and cannot be. Whole days, 1 to MAX_RETURN_DAYS.
 */
export const returnDaysSchema = /* @__PURE__ */ z
  .number({ error: 'Return window must be a whole number of days' })
  .int('Return window must be a whole number of days')
  .min(1, 'Return window must be at least 1 day (or none: a final sale)')
  .max(MAX_RETURN_DAYS, `Return window must be at most ${MAX_RETURN_DAYS} days`)
  .nullable();
export type ReturnDays = z.infer<typeof returnDaysSchema>;

/**
 * The return window of a new product: the shop's (store.returnWindowDays), except bullion, which
 * is never returnable: coins and bars are sold at the day's metal price, as every dealer sells them.
 */
export function defaultReturnDays(taxClass: TaxClass): ReturnDays {
  return taxClass === 'bullion' ? null : store.returnWindowDays;
}
