import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import { formatRate } from '#domain/rates/rate-units.ts';
import { formatDateTime } from '#web/lib/format.ts';

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
              {formatRate(change.fromHundredthCents)} <span aria-hidden="true">→</span>
              <span className="sr-only">to</span> {formatRate(change.toHundredthCents)}
              <span
                className={`ml-2 text-xs font-semibold ${change.toHundredthCents >= change.fromHundredthCents ? 'text-emerald' : 'text-ruby'}`}
              >
                {change.toHundredthCents >= change.fromHundredthCents ? '+' : '−'}
                {formatRate(Math.abs(change.toHundredthCents - change.fromHundredthCents))}
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
