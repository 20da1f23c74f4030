import type { PricedPiece } from '../catalog/priced-piece.ts';
import type { Cents } from '../money.ts';

/**
 * An order's goods split as its lines' frozen breakups split them, each part times the line's
 * quantity: what the billing export gives an accountant. The parts add up to the order's
 * subtotal (each breakup adds up to its line's unit price).
 */
export interface OrderBreakupTotals {
  metalCents: Cents;
  wastageCents: Cents;
  makingCents: Cents;
  stonesCents: Cents;
  feeCents: Cents;
  /** Engraving fees of engraved lines. */
  engravingCents: Cents;
}

/** Null when a line has no breakup (an order placed before breakups were kept). */
export function orderBreakupTotals(
  lines: ReadonlyArray<{ quantity: number; breakup: PricedPiece | null }>,
): OrderBreakupTotals | null {
  const totals: OrderBreakupTotals = {
    metalCents: 0,
    wastageCents: 0,
    makingCents: 0,
    stonesCents: 0,
    feeCents: 0,
    engravingCents: 0,
  };
  for (const { quantity, breakup } of lines) {
    if (!breakup) return null;
    const parts = breakup.breakup;
    totals.metalCents += parts.metalCents * quantity;
    totals.wastageCents += parts.wastageCents * quantity;
    totals.makingCents += parts.makingCents * quantity;
    totals.stonesCents += parts.stoneCents.reduce((sum, cents) => sum + cents, 0) * quantity;
    totals.feeCents += parts.feeCents * quantity;
    totals.engravingCents += (parts.engravingCents ?? 0) * quantity;
  }
  return lines.length === 0 ? null : totals;
}
