import type { ReactNode } from 'react';

interface SizeTableProps {
  caption: string;
  headers: readonly string[];
  /** Each row's cells, the first naming the row (its size or length). */
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
}

/** A size chart: captioned, its columns headed and each row headed by its first cell, for screen readers. */
export function SizeTable({ caption, headers, rows }: SizeTableProps) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-gold-100">
      <table className="w-full text-sm">
        <caption className="border-b border-gold-100 bg-sand/60 px-4 py-3 text-start text-sm font-medium text-ink-soft">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-gold-100">
            {headers.map((header) => (
              <th
                key={header}
                scope="col"
                className="px-3 py-3 text-start align-bottom text-xs font-semibold tracking-wider text-ink-soft uppercase sm:px-4"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gold-100">
          {rows.map(({ key, cells: [first, ...rest] }) => (
            <tr key={key} className="even:bg-gold-50/50">
              <th scope="row" className="px-3 py-2 text-start font-semibold text-ink tabular-nums sm:px-4">
                {first}
              </th>
              {rest.map((cell, index) => (
                <td key={index} className="px-3 py-2 text-ink-soft tabular-nums sm:px-4">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
