import { z } from 'zod';
import type { Translate } from '../i18n/messages.ts';

/** How sales tax is worked out (TAX_MODE): docs/tax.md. */
export const TAX_MODES = ['flat', 'table', 'stripe'] as const;
export type TaxMode = (typeof TAX_MODES)[number];

/**
 * What a piece is for sales tax: jewellery is taxed everywhere; bullion (coins and bars bought for
 * their metal) is exempt where a state exempts it.
 */
export const TAX_CLASSES = ['jewellery', 'bullion'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];
export const taxClassSchema = /* @__PURE__ */ z.enum(TAX_CLASSES, { error: 'Choose jewellery or bullion' });

/** A product's tax class when none is given: coins and bars are bullion, everything else jewellery. */
export function defaultTaxClass(category: string): TaxClass {
  return category === 'Coins' ? 'bullion' : 'jewellery';
}

/**
 * One jurisdiction's tax on an order, as quoted and charged: the order keeps these lines, never
 * recomputed. `rateBasisPoints` is hundredths of a percent (975 = 9.75%).
 */
export const taxLineSchema = /* @__PURE__ */ z.object({
  jurisdiction: z.string(),
  rateBasisPoints: z.number().int(),
  taxableCents: z.number().int(),
  amountCents: z.number().int(),
});
export type TaxLine = z.infer<typeof taxLineSchema>;

/** A rate as people write it: 975 basis points → "9.75", 800 → "8" (no trailing zeros). */
export function taxRatePercent(rateBasisPoints: number): string {
  return String(rateBasisPoints / 100);
}

/** The jurisdiction of the flat rate's line: no place named, it reads 'Tax (8%)'. */
export const FLAT_TAX_JURISDICTION = 'Sales tax';

/**
 * A tax line's label as totals show it: 'Tax (8%)' for the flat rate, 'Tax — Louisiana (9.75%)'
 * where a place is named, as the server gives it (`isolate` keeps an English name in its own
 * direction inside Arabic text).
 */
export function taxLineLabel(line: TaxLine, t: Translate, isolate = (text: string) => text): string {
  const rate = line.rateBasisPoints / 100;
  if (line.jurisdiction === FLAT_TAX_JURISDICTION) return t('ui.totals.tax', { rate });
  return t('ui.totals.taxIn', { jurisdiction: isolate(line.jurisdiction), rate });
}
