import type { Cents } from '../money.ts';

/**
 * The smallest card charge: Stripe's minimum for US dollars ($0.50). The offline gateway is held
 * to it too, so a shop that switches gateways quotes the same.
 */
export const MIN_CARD_CHARGE_CENTS: Cents = 50;

/**
 * How much of the shopper's store credit pays towards a total: as much as they asked for, never
 * more than they hold or than the total. What is left for the card is either nothing (the credit
 * covers all) or at least MIN_CARD_CHARGE_CENTS: a few cents short of the total, the credit used
 * is lowered so the card pays the minimum and the rest stays on the account.
 */
export function creditApplied(input: { balanceCents: Cents; requestedCents: Cents; totalCents: Cents }): Cents {
  const credit = Math.max(0, Math.min(input.balanceCents, input.requestedCents, input.totalCents));
  const charge = input.totalCents - credit;
  if (charge > 0 && charge < MIN_CARD_CHARGE_CENTS) return Math.max(0, input.totalCents - MIN_CARD_CHARGE_CENTS);
  return credit;
}
