import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { RateTicker } from './rate-ticker.tsx';

const metal = (id: string, name: MetalPrice['metal'], cents: number): MetalPrice => ({
  id,
  metal: name,
  pricePerGram: cents,
  pricePerGramHundredthCents: cents * 100,
  source: 'manual',
  updatedAt: '2026-11-29T10:00:00.000Z',
  change24h: { fromPricePerGram: cents - 100, changeCents: 100, changeBasisPoints: 125 },
});
const METALS = [metal('g', 'Gold', 7540), metal('s', 'Silver', 95), metal('p', 'Platinum', 3200)];

function renderTicker() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.metals, METALS);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RateTicker />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('link');
}

/** Lets `ms` of the rotation's clock go by. */
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the header’s rate ticker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one metal at a time, its link named first by what it shows', () => {
    const link = renderTicker();
    expect(link.getAttribute('href')).toBe('/rates');
    expect(link.textContent).toBe('GOLD $75.40/g▲ 1.25%Today’s metal rates');
    wait(3500);
    expect(link.textContent).toMatch(/^SILVER \$0\.95\/g/);
    wait(3500 * 2);
    expect(link.textContent).toMatch(/^GOLD /);
  });

  it('stops when the shopper pauses it, and goes on when they start it again', () => {
    const link = renderTicker();
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic rotation' }));
    wait(3500 * 3);
    expect(link.textContent).toMatch(/^GOLD /);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic rotation' }));
    wait(3500);
    expect(link.textContent).toMatch(/^SILVER /);
  });

  it('holds still while the pointer or the keyboard’s focus is on it', () => {
    const link = renderTicker();
    const strip = link.parentElement!;
    fireEvent.pointerEnter(strip);
    wait(3500 * 2);
    expect(link.textContent).toMatch(/^GOLD /);
    fireEvent.pointerLeave(strip);
    wait(3500);
    expect(link.textContent).toMatch(/^SILVER /);

    act(() => link.focus());
    // From the link to the toggle: still on the ticker.
    act(() => screen.getByRole('button', { name: 'Pause automatic rotation' }).focus());
    wait(3500 * 2);
    expect(link.textContent).toMatch(/^SILVER /);
    act(() => screen.getByRole('button').blur());
    wait(3500);
    expect(link.textContent).toMatch(/^PLATINUM /);
  });

  it('names every metal at once for screen readers', () => {
    renderTicker();
    expect(screen.getByText(/^Metal prices per gram:/).textContent).toBe(
      'Metal prices per gram: Gold $75.40, up 1.25% in 24 hours; Silver $0.95, up 1.25% in 24 hours; ' +
        'Platinum $32.00, up 1.25% in 24 hours.',
    );
  });
});
