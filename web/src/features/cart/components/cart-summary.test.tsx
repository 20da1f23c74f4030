import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import type { CheckoutSession, Quote } from '#domain/checkout/checkout.ts';
import type { Fulfilment } from '#domain/checkout/fulfilment.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { formatCents } from '#web/lib/format.ts';
import { loadLanguage } from '#web/lib/i18n.ts';
import { CartSummary } from './cart-summary.tsx';

/** A cart of one ring at $1,000 (only what the summary reads): flat 8%. */
const CART = {
  lines: [{ productId: 'ring', quantity: 1, unitPrice: 100_000 }],
  subtotal: 100_000,
  tax: 8_000,
  total: 108_000,
} as unknown as Cart;

/** The checkout's quote for that ring, picked up in Metairie at the table's 9.75%. */
function quote(fulfilment: Fulfilment | null, quantity = 1): Quote {
  const subtotal = 100_000 * quantity;
  const tax = Math.round(subtotal * 0.0975);
  return {
    lines: [{ productId: 'ring', quantity, unitPrice: 100_000 }],
    subtotal,
    tax,
    total: subtotal + tax,
    taxLines: [{ jurisdiction: 'Metairie, LA', rateBasisPoints: 975, taxableCents: subtotal, amountCents: tax }],
    fulfilment,
  } as unknown as Quote;
}

const PICKUP: Fulfilment = { kind: 'pickup', branchId: 'louisiana' };

function renderSummary(client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <CartSummary cart={CART} />
    </QueryClientProvider>,
  );
}

/** The summary's rows, as label → amount. */
const rows = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

const cache = (client: QueryClient, key: Fulfilment | null, data: Quote) =>
  act(() => client.setQueryData([...queryKeys.checkout, key], { quote: data } as CheckoutSession));

describe('the cart’s totals', () => {
  afterAll(() => loadLanguage('en', ['shell', 'deferred']));

  it('say Tax (8%) until a quote for this cart has a fulfilment, then show that quote’s tax lines', async () => {
    await loadLanguage('en', ['shell', 'deferred']);
    const client = new QueryClient();
    renderSummary(client);
    expect(rows()).toEqual({
      Subtotal: formatCents(100_000),
      'Tax (8%)': formatCents(8_000),
      Total: formatCents(108_000),
    });

    // The checkout's first quote: nothing chosen yet, still the flat rate's figures.
    cache(client, null, quote(null));
    expect(rows()['Tax (8%)']).toBe(formatCents(8_000));

    cache(client, PICKUP, quote(PICKUP));
    expect(rows()).toEqual({
      Subtotal: formatCents(100_000),
      'Tax — Metairie, LA (9.75%)': formatCents(9_750),
      Total: formatCents(109_750),
    });

    // A quote for two rings is not this cart's: its figures are not shown for it.
    act(() => client.clear());
    cache(client, PICKUP, quote(PICKUP, 2));
    expect(rows()['Tax (8%)']).toBe(formatCents(8_000));
    expect(Object.keys(rows())).toHaveLength(3);
  });

  it('label a place’s tax in Arabic, the place’s name kept as the server wrote it', async () => {
    await loadLanguage('ar', ['shell', 'deferred']);
    const client = new QueryClient();
    cache(client, PICKUP, quote(PICKUP));
    renderSummary(client);
    expect(Object.keys(rows())).toContain('الضريبة — \u2068Metairie, LA\u2069 (9.75%)');
  });
});
