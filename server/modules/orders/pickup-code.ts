import { randomInt } from 'node:crypto';

/**
 * What the buyer gives at the counter to collect a pick-up order, with a photo ID: six digits,
 * drawn by the operating system's generator so no order's code can be guessed from another's.
 */
export function newPickupCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
