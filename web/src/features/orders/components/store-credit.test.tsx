import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreCredit } from '#domain/exchange/store-credit.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { StoreCreditPanel } from './store-credit.tsx';

const CREDIT: StoreCredit = {
  balanceCents: 40_000,
  entries: [
    { amountCents: 15_000, reason: 'order_return', orderNumber: 'AZ-100043', createdAt: '2026-11-22T10:00:00.000Z' },
    { amountCents: -25_000, reason: 'order', orderNumber: 'AZ-100042', createdAt: '2026-11-21T10:00:00.000Z' },
    { amountCents: 50_000, reason: 'exchange', orderNumber: null, createdAt: '2026-11-20T10:00:00.000Z' },
  ],
};

describe('My Orders’ store credit', () => {
  it('names why each amount moved, with its sign, under the balance', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(queryKeys.storeCredit, CREDIT);
    render(
      <QueryClientProvider client={client}>
        <StoreCreditPanel />
      </QueryClientProvider>,
    );
    const panel = screen.getByRole('region', { name: 'Your store credit' });
    expect(panel.textContent).toContain('$400.00');
    expect(panel.textContent).toContain('Use it at checkout on our website, or in our stores.');
    const lines = screen
      .getAllByRole('listitem')
      .map((item) => [item.querySelector('span')?.firstChild?.textContent, item.lastElementChild?.textContent]);
    expect(lines).toEqual([
      ['Returned from order AZ-100043', '+$150.00'],
      ['Spent on order AZ-100042', '\u2212$250.00'],
      ['Old gold sold to us', '+$500.00'],
    ]);
  });
});
