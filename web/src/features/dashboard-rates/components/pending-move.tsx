import { Check, LoaderCircle, X } from 'lucide-react';
import type { RateAnchor } from '#domain/rates/feed-guard.ts';
import { formatMove, formatPremium, moveBasisPoints, type PendingRate } from '#domain/rates/rate-feed.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { formatRate } from '#domain/rates/rate-units.ts';
import { formatCents, formatDateTime } from '#web/lib/format.ts';
import { useApprovePending, useRejectPending } from '../api/rate-feed.ts';
import { usePendingImpact } from '../api/rate-guard.ts';
import { impactWords } from '../impact-words.ts';
import { MetalSwatch } from './metal-swatch.tsx';
import { rateToast } from '../toasts.ts';

/** A move the guard held back, with Approve (after its impact is shown) and Reject. */
export function PendingMove({ pending, anchor }: { pending: PendingRate; anchor?: RateAnchor | undefined }) {
  const impact = usePendingImpact(pending.id);
  const approve = useApprovePending({
    onSuccess: (metal) => rateToast.rateApplied(metal.metal, metal.pricePerGramHundredthCents),
    onError: (error) => rateToast.feedActionFailed(error, 'The rate was not applied'),
  });
  const reject = useRejectPending({
    onSuccess: () => rateToast.quoteRejected(pending.metal),
    onError: (error) => rateToast.feedActionFailed(error, 'The quote was not rejected'),
  });
  const busy = approve.isPending || reject.isPending;
  const up = pending.moveBasisPoints > 0;
  const effect = impact.data
    ? impactWords(impact.data)
    : impact.isError
      ? 'What it does to the prices could not be worked out.'
      : 'Working out what it does to the prices…';
  return (
    <article
      aria-label={`${pending.metal} move waiting for approval`}
      className="flex flex-wrap items-center gap-4 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <MetalSwatch metal={pending.metal} />
      <div className="min-w-0 flex-1">
        <p className="text-base text-ink">
          <span className="font-semibold">{pending.metal}</span>{' '}
          <span className="tabular-nums">
            {formatRate(pending.fromRate)} → {formatRate(pending.toRate)}
          </span>{' '}
          per gram{' '}
          <span className={`font-semibold ${up ? 'text-emerald' : 'text-ruby'}`}>
            ({formatMove(pending.moveBasisPoints)})
          </span>
        </p>
        <p className="mt-1 text-xs text-ink-soft">
          Spot {formatCents(pending.spotCents)} /g + {formatPremium(pending.premiumBasisPoints)} premium · quoted{' '}
          <time dateTime={pending.quotedAt}>{formatDateTime(pending.quotedAt)}</time>
        </p>
        {anchor && anchor.rate !== pending.fromRate ? (
          <p className="mt-1 text-xs text-ink-soft">
            {formatMove(moveBasisPoints(anchor.rate, pending.toRate))} from {formatRate(anchor.rate)},{' '}
            {anchor.basis === 'admin' ? 'the last rate an admin set or approved' : 'the rate 24 hours ago'}: what the
            guard measures it from.
          </p>
        ) : null}
        <p className="mt-1 text-xs text-ink">{effect}</p>
      </div>
      <div className="flex gap-2">
        <ConfirmDialog
          trigger={
            <button type="button" aria-disabled={busy || undefined} className="btn-gold px-4 py-2 text-xs">
              {approve.isPending ? (
                <LoaderCircle size={14} aria-hidden="true" className="animate-spin" />
              ) : (
                <Check size={14} aria-hidden="true" />
              )}
              Approve<span className="sr-only"> the {pending.metal} rate</span>
            </button>
          }
          title={`Apply ${formatRate(pending.toRate)}?`}
          description={`Every ${pending.metal.toLowerCase()} piece is repriced at ${formatRate(
            pending.toRate,
          )} per gram at once (${formatMove(pending.moveBasisPoints)}). ${effect} The rate history names you, "(feed)".`}
          confirmLabel="Apply the rate"
          onConfirm={() => {
            if (!busy) approve.mutate(pending.id);
          }}
        />
        <button
          type="button"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) reject.mutate(pending.id);
          }}
          className="btn-outline px-4 py-2 text-xs"
        >
          {reject.isPending ? (
            <LoaderCircle size={14} aria-hidden="true" className="animate-spin" />
          ) : (
            <X size={14} aria-hidden="true" />
          )}
          Reject<span className="sr-only"> the {pending.metal} rate</span>
        </button>
      </div>
    </article>
  );
}
