import type { AdminMetal } from '#domain/rates/rate-admin.ts';

export interface RatePoint {
  /** When the rate took this value; null for the rate before the first recorded change. */
  at: string | null;
  /** cents per gram */
  price: number;
}

/** The rates a metal has had, oldest first: the one before the first change, then each new one. */
export function ratePoints(history: AdminMetal['history']): RatePoint[] {
  const first = history[0];
  if (!first) return [];
  return [{ at: null, price: first.from }, ...history.map((change) => ({ at: change.at, price: change.to }))];
}
