import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, Check, LoaderCircle, Radio, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  FEED_METALS,
  formatMove,
  formatPremium,
  type FeedMetalResult,
  type FeedVerdict,
  type PendingRate,
  type RateFeedStatus,
} from '#domain/rates/rate-feed.ts';
import { formatCents, formatDateTime } from '#web/lib/format.ts';
import { percentNumber } from '#domain/i18n/percent.ts';
import { formatRate } from '#domain/rates/rate-units.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { showRefusedFields } from '#web/lib/form-errors.ts';
import {
  premiumsFormSchema,
  useApprovePending,
  useRateFeed,
  useRejectPending,
  useUpdatePremiums,
  type PremiumsFormInput,
} from '../api/rate-feed.ts';
import { MetalSwatch } from './metal-swatch.tsx';
import { rateToast } from '../toasts.ts';

const cardClass = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-6';

const VERDICTS: Readonly<Record<FeedVerdict, { label: string; tone: string }>> = {
  applied: { label: 'Updated', tone: 'bg-emerald/10 text-emerald' },
  unchanged: { label: 'No change', tone: 'bg-sand text-ink' },
  pending: { label: 'Waits for approval', tone: 'bg-amber-100 text-amber-900' },
  manual: { label: 'Manual edit kept', tone: 'bg-sand text-ink' },
  stale: { label: 'Quote too old', tone: 'bg-amber-100 text-amber-900' },
  missing: { label: 'No price', tone: 'bg-amber-100 text-amber-900' },
  invalid: { label: 'Unusable price', tone: 'bg-ruby/10 text-ruby' },
};

/**
 * The live rate feed on the Metal Price page: whether it runs and how, its last fetch metal by
 * metal, moves the guard held back (Approve / Reject), and the shop's premium per metal.
 */
export function RateFeedPanel() {
  const feed = useRateFeed();
  if (feed.isPending) {
    return (
      <div role="status" className={`${cardClass} h-48 animate-pulse`}>
        <span className="sr-only">Loading the rate feed…</span>
      </div>
    );
  }
  if (feed.isError) {
    return <LoadError what="the rate feed" onRetry={() => void feed.refetch()} retrying={feed.isFetching} />;
  }
  const status = feed.data;
  return (
    <section aria-labelledby="rate-feed-title" className={cardClass}>
      <div className="flex flex-wrap items-center gap-3">
        <Radio size={20} aria-hidden="true" className="text-gold-700" />
        <h2 id="rate-feed-title" className="flex-1 text-2xl font-semibold text-ink">
          Live rate feed
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${
            status.configured ? 'bg-emerald/10 text-emerald' : 'bg-sand text-ink-soft'
          }`}
        >
          {status.configured ? 'On' : 'Off'}
        </span>
      </div>
      <FeedSummary status={status} />

      {status.pending.length > 0 ? (
        <div className="mt-5">
          <h3 className="font-sans text-sm font-semibold tracking-normal text-ink">Waiting for your approval</h3>
          <ul className="mt-2 space-y-3">
            {status.pending.map((pending) => (
              <li key={pending.id}>
                <PendingMove pending={pending} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <LastFetch status={status} />
        <PremiumsForm key={status.premiums.map((p) => `${p.metal}${p.basisPoints}`).join()} status={status} />
      </div>
    </section>
  );
}

function FeedSummary({ status }: { status: RateFeedStatus }) {
  if (!status.configured) {
    return (
      <p className="mt-3 text-sm text-ink-soft">
        The rates are set by hand. To follow spot prices, set <code className="text-ink">RATE_FEED_URL</code> with its
        key and format on the server (docs/rates.md lists the formats). Premiums set here apply once it runs.
      </p>
    );
  }
  return (
    <p className="mt-3 text-sm text-ink-soft">
      Every {status.intervalMinutes} minutes from <span className="font-medium text-ink">{status.source}</span> (
      {status.format}): spot price plus the premium sets Gold, Silver and Platinum; Diamond stays manual. A move over{' '}
      {status.maxMoveBasisPoints === null ? '' : formatPremium(status.maxMoveBasisPoints)} waits for approval, a quote
      older than {status.maxAgeHours} hours is not used, and a manual edit stands until a newer quote.
    </p>
  );
}

function LastFetch({ status }: { status: RateFeedStatus }) {
  const last = status.lastFetch;
  return (
    <div>
      <h3 className="font-sans text-sm font-semibold tracking-normal text-ink">Last fetch</h3>
      {!last ? (
        <p className="mt-2 text-sm text-ink-soft">
          {status.configured ? 'None yet: the first runs when the server starts.' : 'The feed has not run.'}
        </p>
      ) : (
        <>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm">
            <time dateTime={last.at} className="text-ink">
              {formatDateTime(last.at)}
            </time>
            {last.outcome === 'ok' ? (
              <span className="inline-flex items-center gap-1 font-semibold text-emerald">
                <Check size={14} aria-hidden="true" /> Fetched
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 font-semibold text-ruby">
                <AlertCircle size={14} aria-hidden="true" /> Failed{last.problem ? `: ${last.problem}` : ''}
              </span>
            )}
          </p>
          {last.outcome === 'failed' ? (
            <p className="mt-1 text-xs text-ink-soft">
              Rates stay as they were
              {status.lastGoodAt ? (
                <>
                  {' '}
                  since the last good fetch,{' '}
                  <time dateTime={status.lastGoodAt}>{formatDateTime(status.lastGoodAt)}</time>
                </>
              ) : null}
              .
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-gold-100 rounded-2xl ring-1 ring-gold-100">
              {last.metals.map((result) => (
                <FetchedMetal key={result.metal} result={result} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function FetchedMetal({ result }: { result: FeedMetalResult }) {
  const verdict = VERDICTS[result.verdict];
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
      <span className="w-20 font-medium text-ink">{result.metal}</span>
      <span className="flex-1 text-ink-soft tabular-nums">
        {result.spotCents === null ? (
          '—'
        ) : (
          <>
            spot {formatCents(result.spotCents)}
            {result.rateCents !== null && result.rateCents !== result.spotCents ? (
              <> → {formatCents(result.rateCents)}</>
            ) : null}{' '}
            /g
          </>
        )}
      </span>
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${verdict.tone}`}>{verdict.label}</span>
    </li>
  );
}

function PendingMove({ pending }: { pending: PendingRate }) {
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
          )} per gram at once (${formatMove(pending.moveBasisPoints)}). The rate history names you, "(feed)".`}
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

function PremiumsForm({ status }: { status: RateFeedStatus }) {
  const premiumOf = (metal: string) => status.premiums.find((p) => p.metal === metal)?.basisPoints ?? 0;
  const form = useForm<PremiumsFormInput, unknown, z.output<typeof premiumsFormSchema>>({
    resolver: zodResolver(premiumsFormSchema),
    defaultValues: {
      Gold: percentNumber(premiumOf('Gold')),
      Silver: percentNumber(premiumOf('Silver')),
      Platinum: percentNumber(premiumOf('Platinum')),
    },
  });
  const update = useUpdatePremiums({
    onSuccess: () => rateToast.premiumsSaved(),
    onError: (error) => {
      showRefusedFields(error, form.setError, (field) => FEED_METALS.find((metal) => metal === field), {
        focus: false,
      });
      rateToast.feedActionFailed(error, 'The premiums were not saved');
    },
  });
  const save = (values: z.output<typeof premiumsFormSchema>) => {
    if (update.isPending) return;
    const changed = Object.fromEntries(
      FEED_METALS.filter((m) => values[m] !== premiumOf(m)).map((m) => [m, values[m]]),
    );
    if (Object.keys(changed).length === 0) {
      form.setError('root', { message: 'Nothing changed' });
      return;
    }
    update.mutate(changed);
  };
  const updatedLast = status.premiums
    .filter((p) => p.updatedAt)
    .sort((a, b) => (a.updatedAt! < b.updatedAt! ? 1 : -1))[0];

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} aria-labelledby="premiums-title">
      <h3 id="premiums-title" className="font-sans text-sm font-semibold tracking-normal text-ink">
        Premium on the spot price
      </h3>
      <p className="mt-1 text-xs text-ink-soft">
        Added to each fetched price, from the next fetch on.
        {updatedLast ? ` Last changed by ${updatedLast.updatedBy ?? 'an admin'}.` : ''}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {FEED_METALS.map((metal) => (
          <TextField
            key={metal}
            id={`premium-${metal}`}
            label={metal}
            size="sm"
            suffix="%"
            inputClassName="pr-9 tabular-nums"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            error={form.formState.errors[metal]?.message}
            {...form.register(metal)}
          />
        ))}
      </div>
      {form.formState.errors.root?.message ? (
        <p role="status" className="mt-2 text-xs text-ink-soft">
          {form.formState.errors.root.message}
        </p>
      ) : null}
      <SubmitButton
        pending={update.isPending}
        pendingLabel="Saving…"
        fullWidth={false}
        className="mt-4 px-5 py-2.5 text-sm"
      >
        Save premiums
      </SubmitButton>
    </form>
  );
}
