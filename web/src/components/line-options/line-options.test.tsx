import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineOptionsSummary } from './line-options.tsx';

// A line's size and engraving as every cart and order list shows them.

describe('a line’s options', () => {
  it('say the size by its scale, the engraving in its face and the lead time', () => {
    const { container } = render(
      <LineOptionsSummary options={{ size: { scale: 'ring', value: '7' }, engraving: 'Layla & Omar' }} leadDays={7} />,
    );
    expect(container.textContent).toBe('Size 7 (US)Engraving: Layla & OmarMade to size in 7 days');
    const engraving = container.querySelector('bdi')!;
    expect(engraving.getAttribute('dir')).toBe('auto');
    expect(engraving.className).toContain('engraving-face');
  });

  it('keep a hostile text as text, isolated', () => {
    const hostile = '<img src=x onerror=alert(1)>\u202Eevil';
    const { container } = render(<LineOptionsSummary options={{ size: null, engraving: hostile }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('bdi')!.textContent).toBe(hostile);
  });

  it('show nothing for a piece as it is, or an order line kept before options', () => {
    expect(render(<LineOptionsSummary options={{ size: null, engraving: null }} />).container.innerHTML).toBe('');
    expect(render(<LineOptionsSummary options={undefined} />).container.innerHTML).toBe('');
  });
});
