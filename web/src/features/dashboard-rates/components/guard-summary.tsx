import { formatBand, type FeedGuardStatus } from '#domain/rates/feed-guard.ts';
import { formatRate } from '#domain/rates/rate-units.ts';
import { formatDateTime } from '#web/lib/format.ts';

/**
 * What each metal's feed move is measured from (the anchor) and the spot prices it accepts (the
 * band), so an admin can tell why a quote was held or refused.
 */
export function GuardSummary({ guard }: { guard: FeedGuardStatus }) {
  return (
    <div className="mt-4">
      <h3 className="font-sans text-sm font-semibold tracking-normal text-ink">What moves are measured from</h3>
      <p className="mt-1 text-xs text-ink-soft">
        A move is measured from the last rate an admin set or approved, or the rate 24 hours ago, whichever is more
        recent, so small steps cannot add up past the limit. A spot price outside its range is refused, as is a quote
        dated more than {guard.maxFutureMinutes} minutes ahead.
      </p>
      <ul className="mt-2 divide-y divide-gold-100 rounded-2xl text-sm ring-1 ring-gold-100">
        {guard.anchors.map((anchor) => {
          const band = guard.bands.find((candidate) => candidate.metal === anchor.metal);
          return (
            <li key={anchor.metal} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
              <span className="w-20 font-medium text-ink">{anchor.metal}</span>
              <span className="flex-1 text-ink-soft">
                <span className="font-semibold text-ink tabular-nums">{formatRate(anchor.rate)}</span> /g,{' '}
                {anchor.basis === 'admin' ? (
                  <>
                    set by {anchor.by ?? 'an admin'} <time dateTime={anchor.since}>{formatDateTime(anchor.since)}</time>
                  </>
                ) : (
                  <>
                    the rate 24 hours ago (<time dateTime={anchor.since}>{formatDateTime(anchor.since)}</time>)
                  </>
                )}
              </span>
              {band ? <span className="text-xs text-ink-soft tabular-nums">spot {formatBand(band)} /g</span> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
