import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart/cart-limits.ts';
import type { Cents } from './money.ts';
import { TAX_RATE_PERCENT } from './pricing/cart-totals.ts';

/**
 * How large an amount of money can be: one rule for the whole shop.
 *
 * Every amount is an integer number of cents kept in a 64-bit column (PostgreSQL `bigint`, read
 * as a JavaScript number), and the input limits keep every amount the shop computes, the
 * intermediate products included, at most Number.MAX_SAFE_INTEGER (about 9.007e15), so it is
 * exact in the browser, in JSON, on the server and in SQL:
 *
 *   weight  ≤ 10,000 g               (createProductInput; MAX_PRODUCT_WEIGHT_MG)
 *   rate    ≤ $100,000.00 a gram     (updateMetalPriceInput; MAX_METAL_RATE_CENTS)
 *   metal   ≤ weight × rate          = $1,000,000,000.00  (MAX_METAL_VALUE_CENTS, 1e11 cents)
 *   a piece ≤ twice that             = $2,000,000,000.00  (MAX_UNIT_PRICE_CENTS: the charges on
 *             top of the metal, wastage, making, stones and fee, may come to as much again;
 *             domain/catalog/piece-recipe.ts prices each recipe at the highest rate to check it)
 *   a line  ≤ 99 pieces              (MAX_LINE_QUANTITY)
 *   a cart  ≤ 50 lines               (MAX_CART_LINES)
 *   so a cart's subtotal ≤ 9.9e14 cents, and the tax is computed from subtotal × 8 ≤ 7.92e15.
 *
 * A new input that can raise an amount must keep MAX_UNIT_PRICE_CENTS, or lower another limit so
 * that MAX_COMPUTED_CENTS stays safe; domain/money-limits.test.ts multiplies the limits out. What
 * can be paid online is smaller again: MAX_ORDER_TOTAL_CENTS.
 */

/** The most a metal can cost: $100,000.00 a gram. */
export const MAX_METAL_RATE_CENTS = 100_000_00;

/** The heaviest piece the product form accepts (10,000 g), in milligrams. */
export const MAX_PRODUCT_WEIGHT_MG = 10_000_000;

/** The dearest metal in one piece: the heaviest at the highest rate (weight × rate, in cents). */
export const MAX_METAL_VALUE_CENTS: Cents = (MAX_PRODUCT_WEIGHT_MG * MAX_METAL_RATE_CENTS) / 1000;

/** The dearest single piece: its metal and, on top, charges worth as much again. */
export const MAX_UNIT_PRICE_CENTS: Cents = 2 * MAX_METAL_VALUE_CENTS;

/** The largest subtotal a cart can come to. */
export const MAX_CART_SUBTOTAL_CENTS: Cents = MAX_UNIT_PRICE_CENTS * MAX_LINE_QUANTITY * MAX_CART_LINES;

/** The largest number the money arithmetic meets: the tax's subtotal × percent. */
export const MAX_COMPUTED_CENTS: Cents = MAX_CART_SUBTOTAL_CENTS * TAX_RATE_PERCENT;
