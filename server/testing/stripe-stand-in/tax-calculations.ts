import type Stripe from 'stripe';
import { store } from '#domain/store/settings.ts';
import { taxOnAmount, tableJurisdiction } from '#domain/tax/tax-rules.ts';
import { DEMO_TAX_TABLE } from '#domain/tax/tax-table.ts';
import type { TaxJurisdiction } from '#domain/tax/tax-table.ts';
import type { UsStateCode } from '#domain/checkout/us-states.ts';
import { ApiError, invalidParam } from './api-error.ts';
import { now, stripeId } from './ids.ts';
import { currencyParam, expansions, integer, nested, oneOf, required, text, type Params } from './params.ts';

type Breakdown = Stripe.Tax.Calculation.TaxBreakdown;
type Reason = 'standard_rated' | 'product_exempt' | 'not_collecting';

const locationInvalid = () =>
  new ApiError(400, {
    type: 'invalid_request_error',
    code: 'customer_tax_location_invalid',
    message: "We could not determine the customer's tax location based on the provided customer address.",
    param: 'customer_details[address]',
  });

/**
 * Where Stripe would tax the address, by the demo table so tests are exact: a branch's ZIP at the
 * branch's local rate, another ZIP at its state's. Stripe itself needs a US address's ZIP.
 */
function placeOf(address: Params): { state: string; place: TaxJurisdiction | undefined } {
  if (text(address, 'country') !== 'US') throw locationInvalid();
  const zip = text(address, 'postal_code');
  const state = text(address, 'state') ?? '';
  if (!zip || !/^\d{5}(-\d{4})?$/.test(zip)) throw locationInvalid();
  const branch = store.branches.find((candidate) => candidate.postalCode === zip.slice(0, 5));
  if (branch) return { state: branch.region, place: DEMO_TAX_TABLE.pickup[branch.id] };
  const listed = DEMO_TAX_TABLE.ship[state as UsStateCode];
  return { state, place: listed && tableJurisdiction(DEMO_TAX_TABLE, { kind: 'ship', state: state as UsStateCode }) };
}

const part = (state: string, reason: Reason, rateBasisPoints: number, taxable: number, amount: number): Breakdown => ({
  amount,
  inclusive: false,
  tax_rate_details: {
    country: 'US',
    flat_amount: null,
    percentage_decimal: (rateBasisPoints / 100).toFixed(rateBasisPoints % 100 === 0 ? 1 : 2),
    rate_type: reason === 'not_collecting' ? null : 'percentage',
    state,
    tax_type: reason === 'not_collecting' ? null : 'sales_tax',
  },
  taxability_reason: reason,
  taxable_amount: taxable,
});

/** POST /v1/tax/calculations: each line item taxed and rounded on its own, as Stripe does. */
export function createTaxCalculation(params: Params, bullionTaxCodes: ReadonlySet<string>): Stripe.Tax.Calculation {
  expansions(params, []);
  const currency = required(currencyParam(params), 'currency');
  const items = Object.values(nested(params, 'line_items'));
  if (items.length === 0) throw invalidParam('line_items', 'Missing required param: line_items.', 'parameter_missing');
  const details = nested(params, 'customer_details');
  const addressSource = oneOf(details, 'address_source', ['billing', 'shipping'] as const) ?? null;
  const { state, place } = placeOf(nested(details, 'address'));
  let taxed = { taxable: 0, amount: 0 };
  let exempt = 0;
  for (const item of items) {
    if (typeof item === 'string') throw invalidParam('line_items', 'Invalid array');
    const amount = required(integer(item, 'amount'), 'line_items[][amount]');
    if (amount < 0) throw invalidParam('line_items[][amount]', 'Invalid non-negative integer');
    const taxClass = bullionTaxCodes.has(text(item, 'tax_code') ?? '') ? 'bullion' : 'jewellery';
    if (!place || place.exempt.includes(taxClass)) exempt += amount;
    else taxed = { taxable: taxed.taxable + amount, amount: taxed.amount + taxOnAmount(amount, place.rateBasisPoints) };
  }
  const breakdown: Breakdown[] = [];
  if (!place) breakdown.push(part(state, 'not_collecting', 0, 0, 0));
  else {
    if (taxed.taxable > 0)
      breakdown.push(part(state, 'standard_rated', place.rateBasisPoints, taxed.taxable, taxed.amount));
    if (exempt > 0) breakdown.push(part(state, 'product_exempt', 0, 0, 0));
  }
  const subtotal = taxed.taxable + exempt;
  return {
    id: stripeId('taxcalc'),
    object: 'tax.calculation',
    amount_total: subtotal + taxed.amount,
    currency,
    customer: null,
    customer_details: {
      address: nested(details, 'address') as unknown as Stripe.Address,
      address_source: addressSource,
      ip_address: null,
      tax_ids: [],
      taxability_override: 'none',
    },
    expires_at: now() + 90 * 24 * 3600,
    livemode: false,
    ship_from_details: null,
    shipping_cost: null,
    tax_amount_exclusive: taxed.amount,
    tax_amount_inclusive: 0,
    tax_breakdown: breakdown,
    tax_date: now(),
  };
}
