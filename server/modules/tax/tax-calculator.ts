import type Stripe from 'stripe';
import type { Fulfilment } from '#domain/checkout/fulfilment.ts';
import type { TaxClass } from '#domain/tax/tax-line.ts';
import { flatTax, taxFor, type TaxResult } from '#domain/tax/tax-rules.ts';
import { stripeClient, type StripeSettings } from '#server/providers/payments/stripe-gateway.ts';
import { stripeTax } from './stripe-tax.ts';
import type { TaxSettings } from './tax.settings.ts';

export interface TaxRequest {
  /** Each cart line: its product, the product's tax class, unit price × quantity. */
  lines: ReadonlyArray<{ productId: string; taxClass: TaxClass; amountCents: number }>;
  /** null until the shopper chooses: every mode then answers the flat 8% estimate. */
  fulfilment: Fulfilment | null;
}

export interface TaxCalculator {
  mode: TaxSettings['mode'];
  /** The order's tax lines and their total; Stripe's failures are TaxCalculationError (stripe-tax.ts). */
  calculate(request: TaxRequest): Promise<TaxResult>;
}

/** The shop's sales tax by TAX_MODE; `stripe` is the Stripe account's settings (required in stripe mode). */
export function createTaxCalculator(settings: TaxSettings, stripe?: StripeSettings): TaxCalculator {
  if (settings.mode !== 'stripe') {
    const rule =
      settings.mode === 'table' ? { mode: 'table' as const, table: settings.table } : { mode: 'flat' as const };
    return {
      mode: settings.mode,
      calculate: ({ lines, fulfilment }) => Promise.resolve(taxFor(rule, lines, fulfilment)),
    };
  }
  if (!stripe) throw new Error('TAX_MODE=stripe needs the Stripe settings');
  // Made by the first calculation (creating it loads the package), then kept.
  let client: Promise<Stripe> | undefined;
  return {
    mode: 'stripe',
    async calculate({ lines, fulfilment }) {
      if (fulfilment === null) return flatTax(lines);
      client ??= stripeClient(stripe);
      return stripeTax(await client, settings.taxCodes, lines, fulfilment);
    },
  };
}
