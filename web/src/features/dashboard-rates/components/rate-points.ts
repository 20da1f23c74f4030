import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import type { RatePoint } from '#domain/rates/rate.ts';

/**
 * The rates a metal has had, oldest first: the one before the first change, then each new one.
 * The first is dated at the first change, when it ended (the chart's 'changes' look calls it "Before").
 */
export function ratePoints(history: AdminMetal['history']): RatePoint[] {
  const first = history[0];
  if (!first) return [];
  return [
    { at: first.at, pricePerGram: first.from },
    ...history.map((change) => ({ at: change.at, pricePerGram: change.to })),
  ];
}
