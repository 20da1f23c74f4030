import type { Cents } from '../money.ts';
import type { PricedPiece } from '../catalog/priced-piece.ts';
import { PURITIES, pureAlloyRate, type Purity } from '../pricing/piece-price.ts';
import { pieceRate, type Metal, type RateTable } from './rate-table.ts';

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
 * A rate per gram of one purity (in millionths of a cent, exact: pieceRate's `perGramMillionths`)
 * in cents per `unit`, rounded half-up to the cent once. Per gram it is what `pricePiece` charges
 * for one gram of that purity, to the cent.
 */
export function purityRateCents(perGramMillionths: number, unit: RateUnit = 'gram'): Cents {
  // Up to 10^13 × 311,035: past a safe integer, so exact in BigInt.
  const exact = BigInt(perGramMillionths) * BigInt(RATE_UNITS[unit].tenthMilligrams);
  const denominator = 1_000_000n * 10_000n;
  return Number((exact * 2n + denominator) / (denominator * 2n));
}

interface KaratRate {
  purity: Purity;
  /** Cents per unit of the alloy of this purity. */
  perGram: Cents;
  perTroyOunce: Cents;
  perTola: Cents;
  /** The shop's own board rate, not the pure rate × fineness. */
  isBoard: boolean;
}

/**
 * Every purity the shop sells of a metal (PURITIES, the quoted 'pure' rate first) with its rate
 * per gram, troy ounce and tola: the board rate where the shop set one (pieceRate).
 */
export function karatRates(rates: RateTable, metal: Metal): KaratRate[] {
  return PURITIES[metal].map((purity) => {
    const rate = pieceRate(rates, metal, purity.fineness);
    return {
      purity,
      perGram: purityRateCents(rate.perGramMillionths, 'gram'),
      perTroyOunce: purityRateCents(rate.perGramMillionths, 'troyOunce'),
      perTola: purityRateCents(rate.perGramMillionths, 'tola'),
      isBoard: rate.source === 'board',
    };
  });
}

/**
 * The rate per gram of the piece's own purity, in cents, as it priced the piece: its board rate
 * when one did, or else the pure rate × fineness (an 18K piece shows the 18K rate, not the pure one).
 */
export function ownPurityRateCents(
  piece: Pick<PricedPiece, 'fineness' | 'perGram' | 'perGramHundredthCents' | 'boardRate'>,
): number {
  if (piece.boardRate) return purityRateCents(piece.boardRate * 10_000);
  const pure = piece.perGramHundredthCents ?? piece.perGram * 100;
  return purityRateCents(pureAlloyRate(pure, piece.fineness).perGramMillionths);
}
