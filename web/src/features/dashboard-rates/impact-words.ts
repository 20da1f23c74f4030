import type { PendingImpact } from '#domain/rates/feed-guard.ts';
import { formatCents, formatCount } from '#web/lib/format.ts';

/** "+$1.20" / "−$0.35" */
function signedCents(cents: number): string {
  return `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${formatCents(Math.abs(cents))}`;
}

/** What approving does to the prices, in one or two sentences for the confirmation. */
export function impactWords(impact: PendingImpact): string {
  if (impact.pieces === 0) return 'No piece changes price.';
  const pieces = `${formatCount(impact.pieces)} ${impact.pieces === 1 ? 'piece changes' : 'pieces change'} price`;
  const range =
    impact.pieces === 1
      ? ''
      : ` The smallest change is ${signedCents(impact.smallestChangeCents ?? 0)}, the largest ${signedCents(
          impact.largestChangeCents ?? 0,
        )}.`;
  return `${pieces}, ${signedCents(impact.totalChangeCents)} in all.${range}`;
}
