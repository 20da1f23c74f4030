import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart/cart.ts';
import { createProductInput } from './catalog/product-input.ts';
import { MAX_ORDER_TOTAL_CENTS } from './checkout/checkout.ts';
import { updateMetalPriceInput } from './rates/rate-admin.ts';
import {
  MAX_CART_SUBTOTAL_CENTS,
  MAX_COMPUTED_CENTS,
  MAX_METAL_RATE_CENTS,
  MAX_METAL_VALUE_CENTS,
  MAX_PRODUCT_WEIGHT_MG,
  MAX_UNIT_PRICE_CENTS,
} from './money-limits.ts';
import { RECIPE_DEFAULTS, toPieceRecipe } from './catalog/piece-recipe.ts';
import { cartTotals } from './pricing/cart-totals.ts';
import { divideRoundHalfUp } from './money.ts';
import { pricePieceAtPureCents } from './pricing/piece-price.ts';

// The rule: every amount is an integer of cents in a 64-bit column, and the input limits keep
// every amount computed from them at most Number.MAX_SAFE_INTEGER (exact as a JavaScript number).

const PIECE = {
  name: 'Ingot',
  category: 'Gold',
  shortDescription: 'A bar.',
  description: 'A large bar.',
  size: '1',
  stock: 1,
  featured: false,
  images: [],
};

describe('the money size rule', () => {
  it('names the very limits the inputs enforce', () => {
    expect(createProductInput.safeParse({ ...PIECE, weight: MAX_PRODUCT_WEIGHT_MG / 1000 }).success).toBe(true);
    expect(createProductInput.safeParse({ ...PIECE, weight: MAX_PRODUCT_WEIGHT_MG / 1000 + 0.001 }).success).toBe(
      false,
    );
    expect(updateMetalPriceInput.safeParse({ pricePerGram: MAX_METAL_RATE_CENTS }).success).toBe(true);
    expect(updateMetalPriceInput.safeParse({ pricePerGram: MAX_METAL_RATE_CENTS + 1 }).success).toBe(false);
  });

  it('keeps every product the shop computes, intermediate ones included, a safe integer', () => {
    // weight x rate, before the division by 1000 that makes it cents
    expect(MAX_PRODUCT_WEIGHT_MG * MAX_METAL_RATE_CENTS).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    expect(divideRoundHalfUp(MAX_PRODUCT_WEIGHT_MG * MAX_METAL_RATE_CENTS, 1000)).toBe(MAX_METAL_VALUE_CENTS);
    // the dearest piece the product form accepts: the heaviest, pure, with a making charge of 100%
    const dearest = {
      ...PIECE,
      weight: MAX_PRODUCT_WEIGHT_MG / 1000,
      making: { kind: 'percent' as const, basisPoints: 10_000 },
    };
    expect(createProductInput.safeParse(dearest).success).toBe(true);
    expect(
      pricePieceAtPureCents(toPieceRecipe({ ...RECIPE_DEFAULTS, ...dearest, metal: 'Gold' }), MAX_METAL_RATE_CENTS)
        .totalCents,
    ).toBe(MAX_UNIT_PRICE_CENTS);
    expect(createProductInput.safeParse({ ...dearest, feeCents: 1 }).success).toBe(false);
    expect(MAX_CART_SUBTOTAL_CENTS).toBe(MAX_UNIT_PRICE_CENTS * MAX_LINE_QUANTITY * MAX_CART_LINES);
    expect(MAX_COMPUTED_CENTS).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    expect(Number.isSafeInteger(MAX_COMPUTED_CENTS)).toBe(true);
  });

  it('prices the largest cart exactly (checked against BigInt arithmetic)', () => {
    const lines = Array.from({ length: MAX_CART_LINES }, () => ({
      unitPriceCents: MAX_UNIT_PRICE_CENTS,
      quantity: MAX_LINE_QUANTITY,
    }));
    const totals = cartTotals(lines);
    const subtotal = BigInt(MAX_UNIT_PRICE_CENTS) * BigInt(MAX_LINE_QUANTITY) * BigInt(MAX_CART_LINES);
    // 8% half-up: (8s + 50) / 100, rounded down
    const tax = (subtotal * 8n + 50n) / 100n;
    expect(BigInt(totals.subtotalCents)).toBe(subtotal);
    expect(BigInt(totals.taxCents)).toBe(tax);
    expect(BigInt(totals.totalCents)).toBe(subtotal + tax);
    expect(totals.totalCents).toBeLessThanOrEqual(MAX_COMPUTED_CENTS);
  });

  it('pays online at most what Stripe can charge, far inside the columns', () => {
    expect(MAX_ORDER_TOTAL_CENTS).toBe(99_999_999);
    expect(MAX_ORDER_TOTAL_CENTS).toBeLessThan(MAX_COMPUTED_CENTS);
  });
});
