import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryList, QueryTable, useStayOnAPage } from './query-table.tsx';

type List = { items: string[] };
/** A TanStack query's state, as the components read it. */
interface QueryState {
  data: List | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
}
const state = (over: Partial<QueryState> = {}) => ({
  data: undefined as List | undefined,
  isPending: false,
  isError: false,
  isFetching: false,
  isPlaceholderData: false,
  refetch: vi.fn(),
  ...over,
});

function renderList(query: ReturnType<typeof state>) {
  return render(
    <QueryList
      query={query}
      what="the customers"
      loadingText="Loading customers…"
      skeletonRowClass="h-10"
      isEmpty={(list) => list.items.length === 0}
      empty={<p>No accounts yet</p>}
    >
      {(list) => (
        <ul>
          {list.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryList>,
  );
}

describe('QueryList', () => {
  it('says it is loading until the first page arrives', () => {
    renderList(state({ isPending: true, isFetching: true }));
    expect(screen.getByRole('status').textContent).toContain('Loading customers…');
  });

  it('shows the load error, whose Try again asks once more', () => {
    const query = state({ isError: true });
    renderList(query);
    expect(screen.getByRole('alert').textContent).toContain('We couldn’t load the customers.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('does not ask again while it is already asking', () => {
    const query = state({ isError: true, isFetching: true });
    renderList(query);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).not.toHaveBeenCalled();
  });

  it('shows the empty message for an empty page, and the rows otherwise', () => {
    const { unmount } = renderList(state({ data: { items: [] } }));
    expect(screen.getByText('No accounts yet')).toBeTruthy();
    unmount();
    renderList(state({ data: { items: ['Asha', 'Ravi'] }, isFetching: true }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Asha', 'Ravi']);
    expect(screen.queryByText('No accounts yet')).toBeNull();
  });
});

describe('QueryTable', () => {
  const table = (query: ReturnType<typeof state>, rows: string[] | undefined) =>
    render(
      <QueryTable
        query={query}
        what="the orders"
        label="Orders"
        caption="Orders"
        columns={2}
        head={<th>Order</th>}
        rows={rows?.map((row) => (
          <tr key={row}>
            <td>{row}</td>
          </tr>
        ))}
        loadingText="Loading orders…"
        empty={<p>No orders found</p>}
      />,
    );

  it('keeps the rows it has when a later page fails, and shows the load error when it has none', () => {
    const { unmount } = table(state({ isError: true }), ['#1001']);
    expect(screen.getByRole('cell', { name: '#1001' })).toBeTruthy();
    unmount();
    table(state({ isError: true }), undefined);
    expect(screen.getByRole('alert').textContent).toContain('We couldn’t load the orders.');
  });

  it('dims the previous page while the next one loads', () => {
    table(state({ isFetching: true, isPlaceholderData: true }), ['#1001']);
    const grid = screen.getByRole('table');
    expect(grid.getAttribute('aria-busy')).toBe('true');
    expect(grid.className).toContain('opacity-60');
  });
});

describe('useStayOnAPage', () => {
  const emptyPage = { items: [], pageCount: 2 };

  it('goes to the last page, without a history entry, when the page asked for is past the end', () => {
    const update = vi.fn();
    renderHook(() => useStayOnAPage({ data: emptyPage, isPlaceholderData: false }, 3, update));
    expect(update).toHaveBeenCalledWith({ page: 2 }, { replace: true });
  });

  it('stays put on page 1, on a page with rows, and while the previous page is still shown', () => {
    const update = vi.fn();
    renderHook(() => useStayOnAPage({ data: { items: [], pageCount: 0 }, isPlaceholderData: false }, 1, update));
    renderHook(() => useStayOnAPage({ data: { items: ['a'], pageCount: 2 }, isPlaceholderData: false }, 2, update));
    renderHook(() => useStayOnAPage({ data: emptyPage, isPlaceholderData: true }, 3, update));
    expect(update).not.toHaveBeenCalled();
  });
});
