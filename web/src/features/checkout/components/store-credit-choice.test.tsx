import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Quote } from '#domain/checkout/checkout.ts';
import type { StoreCredit } from '#domain/exchange/store-credit.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { useCreditChoice } from '../hooks/use-credit-choice.ts';
import { OrderSummary } from './order-summary.tsx';
import { StoreCreditChoice } from './store-credit-choice.tsx';

const BALANCE: StoreCredit = {
  balanceCents: 12_345,
  entries: [{ amountCents: 12_345, reason: 'exchange', orderNumber: null, createdAt: '2026-11-20T10:00:00.000Z' }],
};

/** A quote of one line at `total` (no tax), with the credit the server applied. */
const quote = (total: number, credit: number): Quote =>
  ({
    id: 'q_1',
    lines: [],
    itemCount: 1,
    subtotal: total,
    tax: 0,
    taxLines: [],
    total,
    credit,
    charge: total - credit,
    fulfilment: null,
  }) as unknown as Quote;

/** The block with the real choice hook over a known balance; shows what the quote would be asked for. */
function Harness({ shown }: { shown: Quote }) {
  const choice = useCreditChoice();
  return (
    <>
      <StoreCreditChoice choice={choice} quote={shown} updating={false} />
      <span data-testid="requested">{String(choice.requestedCents)}</span>
    </>
  );
}

function renderChoice(shown: Quote) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.storeCredit, BALANCE);
  render(
    <QueryClientProvider client={client}>
      <Harness shown={shown} />
    </QueryClientProvider>,
  );
}

const requested = () => screen.getByTestId('requested').textContent;
const amount = () => screen.getByLabelText('Amount to use') as HTMLInputElement;
const status = () => screen.getByRole('status').textContent;

describe('the checkout’s store credit', () => {
  it('spends all of the balance from the start, and says how much goes to the order', () => {
    renderChoice(quote(50_000, 12_345));
    expect(screen.getByText('You have $123.45 in store credit.')).toBeTruthy();
    expect((screen.getByLabelText('Use my store credit') as HTMLInputElement).checked).toBe(true);
    expect(amount().value).toBe('123.45');
    expect(requested()).toBe('12345');
    expect(status()).toBe('$123.45 of your store credit goes towards this order.');
  });

  it('checks a typed amount in the browser before asking for it, and applies it on Enter', () => {
    renderChoice(quote(50_000, 12_345));
    const apply = screen.getByRole('button', { name: 'Apply' });
    for (const [typed, message] of [
      ['200', 'Please enter no more than your balance, $123.45'],
      ['0', 'Please enter an amount above zero, or untick “Use my store credit”'],
      ['12.345', 'Please enter an amount in dollars, e.g. 25.50'],
    ] as const) {
      fireEvent.change(amount(), { target: { value: typed } });
      fireEvent.click(apply);
      expect(amount().getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(amount().getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
        message,
      );
      expect(requested()).toBe('12345');
    }
    fireEvent.change(amount(), { target: { value: '50' } });
    expect(amount().getAttribute('aria-invalid')).toBeNull();
    fireEvent.submit(screen.getByRole('form', { name: 'Store credit to use' }));
    expect(requested()).toBe('5000');
    expect(amount().value).toBe('50.00');
  });

  it('asks for none once unticked', () => {
    renderChoice(quote(50_000, 12_345));
    fireEvent.click(screen.getByLabelText('Use my store credit'));
    expect(requested()).toBe('null');
    expect(screen.queryByLabelText('Amount to use')).toBeNull();
  });

  it('says when the credit covers the order, and when some was kept back for the card’s minimum', () => {
    renderChoice(quote(10_000, 10_000));
    expect(status()).toBe('Your store credit covers this order: there is nothing to pay by card.');
    render(<StoreCreditChoiceKeptBack />);
    expect(screen.getAllByRole('status')[1]?.textContent).toBe(
      '$123.30 of your store credit goes towards this order. $0.15 of your credit stays on your account: a card payment must be at least $0.50.',
    );
  });
});

function StoreCreditChoiceKeptBack() {
  const choice = {
    settled: true,
    balanceCents: 12_345,
    use: true,
    setUse: () => {},
    amountCents: null,
    setAmountCents: () => {},
    requestedCents: 12_345,
  };
  return <StoreCreditChoice choice={choice} quote={quote(12_380, 12_330)} updating={false} />;
}

describe('the checkout’s summary', () => {
  /** The summary's rows, as label → amount. */
  const rows = () =>
    Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );

  it('takes the store credit off the total and shows what the card pays', () => {
    render(<OrderSummary quote={quote(50_000, 12_345)} updating={false} />);
    expect(rows()).toMatchObject({ Total: '$500.00', 'Store credit': '\u2212$123.45', 'To pay by card': '$376.55' });
  });

  it('says there is nothing to pay by card when the credit covers it', () => {
    render(<OrderSummary quote={quote(10_000, 10_000)} updating={false} />);
    expect(rows()).toMatchObject({ 'Store credit': '\u2212$100.00', 'To pay by card': '$0.00' });
    expect(screen.getByText('Nothing to pay by card: your store credit covers this order.')).toBeTruthy();
  });

  it('shows no credit rows without credit', () => {
    render(<OrderSummary quote={quote(50_000, 0)} updating={false} />);
    expect(Object.keys(rows())).toEqual(['Subtotal', 'Tax', 'Total']);
  });
});
