/**
 * A cart's size limits, on their own so that the money size rule (domain/money-limits.ts) can
 * read them without loading the cart's schemas, which are built from the catalogue's.
 */

/** No line holds more pieces than this, whatever the stock: a typo of 1000 is not an order. */
export const MAX_LINE_QUANTITY = 99;

/**
 * No cart holds more different pieces than this: with MAX_LINE_QUANTITY it bounds every amount a
 * cart can come to (domain/money-limits.ts).
 */
export const MAX_CART_LINES = 50;
