import { Loader2 } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

// The dashboard's data tables: one card the table sits in, rows that span every column for the
// loading and empty states, and the cell paddings every table shares. QueryTable
// (query-table.tsx) puts them together for a list fetched page by page.

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
export const th = 'px-3 py-3 text-start text-xs font-semibold tracking-wider text-ink-soft uppercase sm:px-4';
export const td = 'px-3 py-3 align-top text-sm text-ink sm:px-4';
