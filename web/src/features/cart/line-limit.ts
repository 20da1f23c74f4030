/**
 * The most pieces one cart line can hold: the stock left, and never more than 99 (the server's
 * MAX_LINE_QUANTITY in domain/cart/cart.ts; that module is not imported here because it would
 * bring zod into the browser).
 */
export const MAX_LINE_QUANTITY = 99;

export function lineLimit(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));
}
