import { z } from 'zod';
import { parseScaledDecimal } from '#domain/money.ts';

/** Old gold's settings (EXCHANGE_*), read once at start by server/config.ts: docs/configuration.md. */
export interface ExchangeSettings {
  /** Taken off an online offer's metal value for the assay, in basis points (0: none). */
  assayDeductionBasisPoints: number;
  /** How long an online offer holds. */
  offerHoldHours: number;
}

export const exchangeEnv = {
  EXCHANGE_ASSAY_DEDUCTION_PERCENT: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percentage such as 0, 2 or 1.5')
    .transform((text) => parseScaledDecimal(text, 2))
    .pipe(z.number().max(50_00, 'must be at most 50'))
    .default(0),
  EXCHANGE_OFFER_HOLD_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours' })
    .int({ error: 'must be a whole number of hours' })
    .min(1, 'must be at least 1')
    .max(720, 'must be at most 720 (30 days)')
    .default(24),
};

type ExchangeEnv = z.output<z.ZodObject<typeof exchangeEnv>>;

export function readExchangeSettings(e: ExchangeEnv): ExchangeSettings {
  return {
    assayDeductionBasisPoints: e.EXCHANGE_ASSAY_DEDUCTION_PERCENT,
    offerHoldHours: e.EXCHANGE_OFFER_HOLD_HOURS,
  };
}
