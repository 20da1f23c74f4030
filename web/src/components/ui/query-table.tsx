import { useEffect, type ReactNode, type Ref } from 'react';
import { LoadError } from './load-error.tsx';
import { FullWidthRow, LoadingMessage, TableCard } from './table-card.tsx';

// A dashboard list fetched with TanStack Query, in each of its states: loading, failed (LoadError
// with Try again), empty, and its rows. QueryTable draws it as one table; QueryList leaves the
// layout to the page (a table on wide screens, cards on phones).

/** What a paged table needs to know of its TanStack query. */
interface TableQuery {
  isError: boolean;
  isFetching: boolean;
  /** Still showing the previous page while the next one loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * A dashboard list's table in its card: the load error with Try again when the first page failed,
 * the loading line until rows arrive, the empty message when there are none; the previous page
 * stays, dimmed and marked busy, while the next one loads.
 */
export function QueryTable({
  query,
  what,
  label,
  caption,
  columns,
  head,
  rows,
  loadingText,
  empty,
  cardRef,
  bodyRef,
}: {
  query: TableQuery;
  /** For the load error: 'We couldn't load {what}.' */
  what: string;
  /** The card's accessible name. */
  label: string;
  caption: string;
  columns: number;
  /** The header cells. */
  head: ReactNode;
  /** The body rows, or undefined while the first page is on its way. */
  rows: ReactNode[] | undefined;
  loadingText: string;
  empty: ReactNode;
  cardRef?: Ref<HTMLDivElement>;
  bodyRef?: Ref<HTMLTableSectionElement>;
}) {
  if (query.isError && rows === undefined) {
    return <LoadError what={what} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <TableCard label={label} ref={cardRef}>
      <table
        aria-busy={query.isFetching || undefined}
        className={`w-full border-collapse transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gold-100 bg-sand/50">
          <tr>{head}</tr>
        </thead>
        <tbody ref={bodyRef} className="divide-y divide-gold-100">
          {rows === undefined ? (
            <FullWidthRow columns={columns}>
              <LoadingMessage>{loadingText}</LoadingMessage>
            </FullWidthRow>
          ) : rows.length === 0 ? (
            <FullWidthRow columns={columns}>{empty}</FullWidthRow>
          ) : (
            rows
          )}
        </tbody>
      </table>
    </TableCard>
  );
}

/** What a list needs to know of its TanStack query. */
interface ListQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A dashboard list laid out by the page: a pulsing card of `skeletonRows` lines while the first
 * page loads, the load error with Try again, `empty` when `isEmpty`, else `children` with the data.
 * The whole is marked busy while a page is on its way.
 */
export function QueryList<Data>({
  query,
  what,
  loadingText,
  skeletonRowClass,
  isEmpty,
  empty,
  className,
  children,
}: {
  query: ListQuery<Data>;
  /** For the load error: 'We couldn't load {what}.' */
  what: string;
  /** Read out while the first page loads. */
  loadingText: string;
  /** The height of one placeholder line ('h-10'), about that of a row. */
  skeletonRowClass: string;
  isEmpty: (data: Data) => boolean;
  empty: ReactNode;
  className?: string;
  children: (data: Data) => ReactNode;
}) {
  const { data } = query;
  return (
    <div className={className} aria-busy={query.isFetching || undefined}>
      {query.isPending ? (
        <div role="status" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-gold-100">
          <span className="sr-only">{loadingText}</span>
          <div aria-hidden="true" className="space-y-4">
            {Array.from({ length: 6 }, (_, i) => (
              <span key={i} className={`block ${skeletonRowClass} animate-pulse rounded-xl bg-sand/70`} />
            ))}
          </div>
        </div>
      ) : query.isError ? (
        <LoadError what={what} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : data === undefined ? null : isEmpty(data) ? (
        empty
      ) : (
        children(data)
      )}
    </div>
  );
}

/**
 * A page past the end of a paged list (the last row on it deleted, an old link): go to the last
 * page instead, replacing the history entry. `update` is useListParams' own.
 */
export function useStayOnAPage(
  query: { data?: { items: readonly unknown[]; pageCount: number } | undefined; isPlaceholderData: boolean },
  page: number,
  update: (patch: { page: number }, options: { replace: boolean }) => unknown,
) {
  const { data, isPlaceholderData } = query;
  useEffect(() => {
    if (data && data.items.length === 0 && page > 1 && !isPlaceholderData) {
      update({ page: Math.max(1, data.pageCount) }, { replace: true });
    }
  }, [data, page, isPlaceholderData, update]);
}
