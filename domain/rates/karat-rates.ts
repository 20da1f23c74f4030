import { divideRoundHalfUp, type Cents } from '../money.ts';
import { PURITIES, type Purity } from '../pricing/piece-price.ts';
import type { Metal } from './rate-table.ts';

/**
 * The units a rate is quoted in, in tenths of a milligram so each is a whole number: the gram,
 * the troy ounce (31.1035 g, how spot prices are quoted) and the tola (11.664 g, as Gulf and South
 * Asian shops quote gold).
 */
export const RATE_UNITS = {
  gram: { label: 'Per gram', tenthMilligrams: 10_000 },
  troyOunce: { label: 'Per troy ounce', tenthMilligrams: 311_035 },
  tola: { label: 'Per tola', tenthMilligrams: 116_640 },
} as const;
type RateUnit = keyof typeof RATE_UNITS;

/**
 * The rate of one purity of a metal, in cents per `unit`: the quoted rate per gram of pure metal
 * × fineness / 1000 × the unit's grams, computed exactly and rounded half-up to the cent once.
 * Per gram it is what `pricePiece` charges for one gram of that purity, to the cent.
 */
export function purityRateCents(ratePerGramCents: Cents, fineness: number, unit: RateUnit = 'gram'): Cents {
  // At most $100,000.00 a gram × 1000 × 311,035: well inside a safe integer.
  return divideRoundHalfUp(ratePerGramCents * fineness * RATE_UNITS[unit].tenthMilligrams, 1000 * 10_000);
}

interface KaratRate {
  purity: Purity;
  /** Cents per unit of the alloy of this purity. */
  perGram: Cents;
  perTroyOunce: Cents;
  perTola: Cents;
}

/**
 * Every purity the shop sells of a metal (PURITIES, the quoted 'pure' rate first) with its rate
 * per gram, troy ounce and tola.
 */
export function karatRates(metal: Metal, ratePerGramCents: Cents): KaratRate[] {
  return PURITIES[metal].map((purity) => ({
    purity,
    perGram: purityRateCents(ratePerGramCents, purity.fineness, 'gram'),
    perTroyOunce: purityRateCents(ratePerGramCents, purity.fineness, 'troyOunce'),
    perTola: purityRateCents(ratePerGramCents, purity.fineness, 'tola'),
  }));
}
