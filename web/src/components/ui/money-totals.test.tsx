import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyTotals } from './money-totals.tsx';

/** The rows, as label → amount. */
const rows = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('an order’s totals with store credit', () => {
  it('show the credit spent and what the card paid: the total less the credit', () => {
    render(<MoneyTotals subtotal={10_000} tax={800} total={10_800} credit={{ cents: 2_500, card: 'paid' }} />);
    expect(rows()).toEqual({
      Subtotal: '$100.00',
      'Tax (8%)': '$8.00',
      Total: '$108.00',
      'Store credit': '\u2212$25.00',
      'Paid by card': '$83.00',
    });
  });

  it('leave the card out when the credit paid it all', () => {
    render(<MoneyTotals subtotal={10_000} tax={800} total={10_800} credit={{ cents: 10_800, card: 'paid' }} />);
    expect(Object.keys(rows())).toEqual(['Subtotal', 'Tax (8%)', 'Total', 'Store credit']);
  });

  it('show nothing of store credit when none was spent', () => {
    render(<MoneyTotals subtotal={10_000} tax={800} total={10_800} credit={{ cents: 0, card: 'paid' }} />);
    expect(Object.keys(rows())).toEqual(['Subtotal', 'Tax (8%)', 'Total']);
  });
});
