import { z } from 'zod';
import { US_STATE_CODES } from '../checkout/us-states.ts';
import { TAX_CLASSES, type TaxClass } from './tax-line.ts';

/** A percentage with at most two decimals (9.75), kept as basis points (975). */
const ratePercent = z
  .number({ error: 'ratePercent must be a number such as 9.75' })
  .min(0, 'ratePercent cannot be negative')
  .max(30, 'ratePercent must be at most 30')
  // A JSON number is read as a double (9.75 × 100 is not exactly 975): two decimals within a tolerance.
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'ratePercent has at most two decimals')
  .transform((value) => Math.round(value * 100));

/** One place that taxes: its name on the receipt, its combined rate, and the classes it exempts. */
const jurisdictionSchema = z
  .strictObject({
    jurisdiction: z.string().trim().min(1, 'jurisdiction is required').max(80),
    ratePercent,
    exempt: z.array(z.enum(TAX_CLASSES, { error: `exempt lists tax classes: ${TAX_CLASSES.join(', ')}` })).default([]),
  })
  .transform(({ jurisdiction, ratePercent: rateBasisPoints, exempt }): TaxJurisdiction => ({
    jurisdiction,
    rateBasisPoints,
    exempt,
  }));

export interface TaxJurisdiction {
  jurisdiction: string;
  rateBasisPoints: number;
  exempt: readonly TaxClass[];
}

/**
 * TAX_MODE=table (docs/tax.md): a rate for each branch's pick-ups and for shipping to each state
 * the shop collects in; a state not listed is charged nothing. Rates are written as percentages
 * (9.75) and kept as basis points (975).
 */
export const taxTableSchema = /* @__PURE__ */ z.strictObject({
  pickup: z.strictObject({ louisiana: jurisdictionSchema, houston: jurisdictionSchema }),
  ship: z.partialRecord(
    z.enum(US_STATE_CODES, { error: 'ship is keyed by two-letter state codes such as LA' }),
    jurisdictionSchema,
  ),
});
export type TaxTableInput = z.input<typeof taxTableSchema>;
export type TaxTable = z.output<typeof taxTableSchema>;

/**
 * The demo table (the default of TAX_MODE=table without TAX_TABLE); its figures and their sources
 * are in docs/tax.md. Written in the TAX_TABLE file's own shape, so it is an example of one.
 */
export const DEMO_TAX_TABLE_INPUT = {
  pickup: {
    louisiana: { jurisdiction: 'Metairie, LA (Jefferson Parish)', ratePercent: 9.75, exempt: ['bullion'] },
    houston: { jurisdiction: 'Houston, TX', ratePercent: 8.25, exempt: ['bullion'] },
  },
  ship: {
    LA: { jurisdiction: 'Louisiana', ratePercent: 9.55, exempt: ['bullion'] },
    TX: { jurisdiction: 'Texas', ratePercent: 8.2, exempt: ['bullion'] },
  },
} satisfies TaxTableInput;

export const DEMO_TAX_TABLE: TaxTable = /* @__PURE__ */ taxTableSchema.parse(DEMO_TAX_TABLE_INPUT);
