import { Loader2 } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { LoadError } from './load-error.tsx';

// The dashboard's data tables: one card the table sits in, rows that span every column for the
// loading and empty states, the cell paddings every table shares, and QueryTable, which puts them
// together for a list fetched page by page.

/**
 * The card a table sits in; a table too wide for it scrolls sideways inside it, never the page. It is
 * a size container: a table can fold columns by its own width (@3xl:…), sidebar or not.
 */
export function TableCard({ label, children, ref }: { label: string; children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    // A named region that takes focus, so a keyboard user can scroll it sideways too
    // (axe: scrollable-region-focusable); it is also where focus goes when the last row leaves.
    <section
      ref={ref}
      aria-label={label}
      tabIndex={-1}
      className="@container relative overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-gold-100 focus:outline-none focus-visible:outline-2"
    >
      {children}
    </section>
  );
}

/** A row spanning every column: the loading line or the empty message. */
export function FullWidthRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-14 text-center">
        {children}
      </td>
    </tr>
  );
}

/** Shown while a table's first page is on its way. */
export function LoadingMessage({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="inline-flex items-center gap-2 text-sm text-ink-soft">
      <Loader2 aria-hidden="true" className="size-4 animate-spin text-gold-600" />
      {children}
    </p>
  );
}

/** The spec's empty-list sentence inside a table, and a way onward. */
export function EmptyMessage({ icon, message, children }: { icon: ReactNode; message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3">
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-gold-50 text-gold-600">
        {icon}
      </span>
      <p className="font-serif text-2xl font-semibold text-ink">{message}</p>
      {children}
    </div>
  );
}

/** Header and body cells share these paddings. */
export const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wider text-ink-soft uppercase sm:px-4';
export const td = 'px-3 py-3 align-top text-sm text-ink sm:px-4';

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
