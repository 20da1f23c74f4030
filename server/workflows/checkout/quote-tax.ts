import type { CartLine } from '#domain/cart/cart.ts';
import type { Fulfilment } from '#domain/checkout/fulfilment.ts';
import { AppError } from '#domain/errors.ts';
import type { TaxResult } from '#domain/tax/tax-rules.ts';
import { TaxCalculationError } from '#server/modules/tax/stripe-tax.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

/**
 * The tax on the cart's lines where the order is handed over, by jurisdiction (TAX_MODE,
 * modules/tax): the flat 8% estimate until a fulfilment is chosen.
 */
export async function quoteTax(
  deps: Pick<WorkflowDeps, 'tax'>,
  lines: readonly CartLine[],
  fulfilment: Fulfilment | null,
): Promise<TaxResult> {
  try {
    return await deps.tax.calculate({
      lines: lines.map((line) => ({ productId: line.productId, taxClass: line.taxClass, amountCents: line.lineTotal })),
      fulfilment,
    });
  } catch (error) {
    if (!(error instanceof TaxCalculationError)) throw error;
    // Stripe Tax could not place the address (a ZIP is needed), or did not answer.
    if (error.reason === 'location') throw new AppError('invalid_input', 'problem.checkout.taxNeedsZip');
    throw new AppError('unavailable', 'problem.checkout.taxUnavailable');
  }
}
