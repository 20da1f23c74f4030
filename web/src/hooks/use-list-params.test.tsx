import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readPage, useListParams } from './use-list-params.ts';

const DEFAULTS = { q: '', status: 'all' } as const;

function renderListParams(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListParams(DEFAULTS), location: useLocation() }), { wrapper });
}

describe('readPage', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-3', 1],
    ['2.5', 1],
    ['abc', 1],
    ['7', 7],
    ['999999999', 100_000],
  ])('reads %j as page %i', (raw, page) => expect(readPage(raw)).toBe(page));
});

describe('useListParams', () => {
  it('reads the values and page from the URL, with defaults for what is missing', () => {
    const { result } = renderListParams('/dashboard/orders?q=ring&page=3');
    expect(result.current.list.values).toEqual({ q: 'ring', status: 'all' });
    expect(result.current.list.page).toBe(3);
  });

  it('goes back to page 1 when a filter changes and leaves defaults out of the URL', () => {
    const { result } = renderListParams('/dashboard/orders?q=ring&page=3');
    act(() => result.current.list.update({ status: 'shipped' }));
    expect(result.current.location.search).toBe('?q=ring&status=shipped');
    act(() => result.current.list.update({ status: 'all', q: '  ' }));
    expect(result.current.location.search).toBe('');
  });

  it('keeps the filters when only the page changes, and links to other pages', () => {
    const { result } = renderListParams('/dashboard/orders?status=paid');
    act(() => result.current.list.update({ page: 4 }));
    expect(result.current.location.search).toBe('?status=paid&page=4');
    expect(result.current.list.hrefForPage(1)).toBe('?status=paid');
    expect(result.current.list.hrefForPage(2)).toBe('?status=paid&page=2');
  });
});
