import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import { formatCents, formatDateTime } from '#web/lib/format.ts';

/** Every recorded change of a metal's rate as text, newest first: old → new, who, when. */
export function RateHistoryList({ history, labelledBy }: { history: AdminMetal['history']; labelledBy: string }) {
  if (history.length === 0) {
    return <p className="text-sm text-ink-soft">No changes recorded yet: the price is still the one first set.</p>;
  }
  return (
    <ol aria-labelledby={labelledBy} className="divide-y divide-gold-100">
      {history
        .map((change, index) => ({ change, index }))
        .reverse()
        .map(({ change, index }) => (
          <li key={`${change.at}-${index}`} className="py-3 first:pt-0 last:pb-0">
            <p className="font-medium text-ink tabular-nums">
              {formatCents(change.from)} <span aria-hidden="true">→</span>
              <span className="sr-only">to</span> {formatCents(change.to)}
              <span className={`ml-2 text-xs font-semibold ${change.to >= change.from ? 'text-emerald' : 'text-ruby'}`}>
                {change.to >= change.from ? '+' : '−'}
                {formatCents(Math.abs(change.to - change.from))}
              </span>
            </p>
            <p className="mt-0.5 text-sm text-ink-soft">
              by {change.by} · <time dateTime={change.at}>{formatDateTime(change.at)}</time>
            </p>
          </li>
        ))}
    </ol>
  );
}
