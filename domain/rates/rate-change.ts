import { intlLocale } from '../i18n/languages.ts';
import { percentText } from '../i18n/percent.ts';
import { divideRoundHalfUp, type Cents } from '../money.ts';

/** How far back the header's ticker compares a rate: 24 hours. */
export const RATE_CHANGE_WINDOW_HOURS = 24;

/**
 * A rate's move from `from` to `to` in basis points (hundredths of a percent: +1.25% = 125),
 * rounded half away from zero. A rate that was not positive has no meaningful move: 0.
 */
export function changeBasisPoints(from: Cents, to: Cents): number {
  if (from <= 0) return 0;
  const move = divideRoundHalfUp((to - from) * 10_000, from);
  return move === 0 ? 0 : move; // never −0
}

type RateDirection = 'up' | 'down' | 'flat';

export function directionOf(basisPoints: number): RateDirection {
  return basisPoints > 0 ? 'up' : basisPoints < 0 ? 'down' : 'flat';
}

/**
 * The size of a move as a percentage with two decimals, without its sign: 125 → "1.25%". The
 * ticker shows it so in both languages: Latin digits, the sign after them.
 */
export function formatBasisPoints(basisPoints: number): string {
  return percentText(Math.abs(basisPoints), intlLocale('en'), { fixed: true });
}

/** "▲ 1.25%", "▼ 0.40%", or "0.00%" for no move: the ticker's text. */
export function formatRateMove(basisPoints: number): string {
  const arrow = { up: '▲ ', down: '▼ ', flat: '' }[directionOf(basisPoints)];
  return `${arrow}${formatBasisPoints(basisPoints)}`;
}
