import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PricedPiece } from '#domain/catalog/priced-piece.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { LineRate } from './line-rate.tsx';

/** An 18K ring of 4.2 g priced from gold at $75.40 a gram of pure metal. */
const RING: PricedPiece = {
  metal: 'Gold',
  fineness: 750,
  weight: 4.2,
  perGram: 7_540,
  rateSource: 'feed',
  rateSetAt: '2026-11-26T14:05:00.000Z',
  wastageBasisPoints: 0,
  making: { kind: 'none' },
  stones: [],
  feeCents: 0,
  breakup: { metalCents: 23_751, wastageCents: 0, makingCents: 0, stoneCents: [], feeCents: 0, totalCents: 23_751 },
};

const shown = () => screen.getByTestId('line-rate');

describe('LineRate, under each line of the order drawer', () => {
  it("says the rate of the piece's own purity, where it came from and when it was set", () => {
    render(<LineRate piece={RING} />);
    expect(shown().textContent).toBe(`Gold 18K at $56.55/g · feed · ${formatDateTime(RING.rateSetAt!)}`);
    expect(shown().querySelector('time')?.getAttribute('dateTime')).toBe(RING.rateSetAt);
  });

  it('names a manual rate, and a standby rate without a time', () => {
    render(<LineRate piece={{ ...RING, rateSource: 'manual' }} />);
    expect(shown().textContent).toContain('at $56.55/g · manual · ');
    render(
      <LineRate
        piece={{ ...RING, metal: 'Silver', fineness: 925, perGram: 95, rateSource: 'standby', rateSetAt: null }}
      />,
    );
    expect(screen.getAllByTestId('line-rate')[1]!.textContent).toBe('Silver 925 at $0.88/g · standby (no rate stored)');
  });

  it('writes a pure piece without a purity, and an order line kept before sources were', () => {
    render(<LineRate piece={{ ...RING, fineness: 1000, rateSource: null, rateSetAt: null }} />);
    expect(shown().textContent).toBe('Gold at $75.40/g · source not kept');
  });

  it('shows nothing for stones alone or a line without its breakup', () => {
    const { container } = render(
      <LineRate piece={{ ...RING, metal: null, perGram: 0, rateSource: null, rateSetAt: null }} />,
    );
    expect(container.textContent).toBe('');
    expect(render(<LineRate piece={null} />).container.textContent).toBe('');
  });
});
