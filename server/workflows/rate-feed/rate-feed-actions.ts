import { AppError } from '#domain/errors.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import {
  APPROVED_FEED_SUFFIX,
  beyondGuard,
  FEED_METALS,
  plausibleRate,
  RATE_FEED_ACTOR_NAME,
  rateFromQuote,
  type FeedMetal,
  type FeedMetalResult,
  type RateFeedStatus,
  type UpdateRateFeedPremiumsInput,
} from '#domain/rates/rate-feed.ts';
import { formatRate, rateToCents } from '#domain/rates/rate-units.ts';
import { rateFeedWarnings } from '#domain/rates/rate-feed-warnings.ts';
import { quotedInFuture, withinBand } from '#domain/rates/feed-guard.ts';
import type { Actor } from '#server/modules/audit/audit.service.ts';
import type { FeedQuote } from '#server/modules/rate-feed/feed-formats.ts';
import { feedHost, type RateFeedSettings } from '#server/modules/rate-feed/rate-feed.settings.ts';
import { moduleServices } from '#server/modules/services.ts';
import { writeMetalPrice } from '../admin/admin-writes.ts';
import type { RateWarningSource } from '../admin/rate-warnings.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

/**
 * What the rate feed does with quotes, and the admin's decisions about it. Every rate it sets goes
 * through writeMetalPrice (workflows/admin/admin-writes.ts), the write the admin's own edit uses:
 * the rate, its history row (who = 'Rate feed', or '<admin> (feed)' for an approved move), the
 * audit entry and the database's repricing of every piece, in one transaction; then every
 * instance's rates cache is dropped (deps.changes), which also gives the catalogue cache new keys.
 */

/** Who the history and the audit log name for the feed's own changes. */
export const FEED_ACTOR: Actor = { id: 'rate-feed', name: RATE_FEED_ACTOR_NAME, email: '' };

const HOUR_MS = 3_600_000;

/** A concurrent write to a row this repeatable-read transaction read (PostgreSQL's 40001). */
function isSerializationFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '40001') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Decides and applies one metal's quote (a fetch has at most one per metal). The rule, in order:
 * 1. no quote for the metal, or no stored rate for it: 'missing';
 * 2. a quote that gives no storable rate (with the premium), or a spot price outside the metal's
 *    plausibility band (RATE_FEED_<METAL>_BAND): 'invalid';
 * 3. a quote dated more than RATE_FEED_MAX_FUTURE_MINUTES after the fetch: 'future';
 * 4. a quote older than RATE_FEED_MAX_AGE_HOURS (formats with a time): 'stale';
 * 5. the metal's rate is pinned by an admin: 'pinned', and no move is held for it;
 * 6. the rate it gives is the current rate: 'unchanged';
 * 7. the metal's rate was set after the quote's time (an admin's edit; a format without a time
 *    counts as quoted when the fetch started): 'manual', the edit stands until a newer quote;
 * 8. a move beyond RATE_FEED_MAX_MOVE_PERCENT of the anchor (the last rate an admin set or
 *    approved, or the rate 24 hours ago, whichever is more recent) or of the current rate:
 *    'pending', held for an admin, so steps cannot walk past the guard;
 * 9. otherwise 'applied'.
 * Verdicts 5, 6, 7 and 9 drop the metal's held-back move (a newer quote or the pin decided); 8
 * replaces it. Steps 5 to 9 run in one repeatable-read transaction, so an admin's edit committed
 * A move held or dropped is announced as a rate change: it decides whether the metal's pieces sell.
 * meanwhile makes the write fail rather than be overwritten: that too counts as 'manual'.
 */
export async function applyQuote(
  deps: WorkflowDeps,
  settings: RateFeedSettings,
  metal: FeedMetal,
  quote: FeedQuote | undefined,
  fetchedAt: Date,
): Promise<FeedMetalResult> {
  const result = (verdict: FeedMetalResult['verdict'], spot: number | null = null, rate: number | null = null) =>
    ({
      metal,
      verdict,
      spotCents: spot === null ? null : rateToCents(spot),
      rateCents: rate === null ? null : rateToCents(rate),
      quotedAt: quote ? (quote.quotedAt ?? fetchedAt).toISOString() : null,
    }) satisfies FeedMetalResult;
  if (!quote) return result('missing');

  const premium = (await deps.services.rateFeed.premiums()).find((entry) => entry.metal === metal)!.basisPoints;
  const spot = rateFromQuote(quote.value, quote.unit, 0);
  const rate = rateFromQuote(quote.value, quote.unit, premium);
  if (!plausibleRate(spot) || !plausibleRate(rate)) return result('invalid');
  if (!withinBand(rateToCents(spot), settings.bands[metal])) return result('invalid', spot, rate);
  const quotedAt = quote.quotedAt ?? fetchedAt;
  if (quotedInFuture(quotedAt, fetchedAt, settings.maxFutureMinutes)) return result('future', spot, rate);
  if (quote.quotedAt && fetchedAt.getTime() - quote.quotedAt.getTime() > settings.maxAgeHours * HOUR_MS) {
    return result('stale', spot, rate);
  }

  // A move held or dropped changes whether the metal's pieces may be sold: every instance is told.
  let heldMovesChanged = false;
  try {
    const verdict = await deps.db.transaction(
      async (tx) => {
        const s = moduleServices(tx);
        const current = (await s.rates.list()).find((candidate) => candidate.metal === metal);
        if (!current) return 'missing' as const;
        if (await s.rates.isPinned(metal, fetchedAt)) {
          heldMovesChanged = await s.rateFeed.dropPending(metal);
          return 'pinned' as const;
        }
        if (current.pricePerGramHundredthCents === rate) {
          heldMovesChanged = await s.rateFeed.dropPending(metal);
          return 'unchanged' as const;
        }
        if (new Date(current.updatedAt).getTime() > quotedAt.getTime()) {
          heldMovesChanged = await s.rateFeed.dropPending(metal);
          return 'manual' as const;
        }
        const anchor = (await s.rates.anchors(fetchedAt)).find((candidate) => candidate.metal === metal);
        if (
          beyondGuard(current.pricePerGramHundredthCents, rate, settings.maxMoveBasisPoints) ||
          (anchor && beyondGuard(anchor.rate, rate, settings.maxMoveBasisPoints))
        ) {
          await s.rateFeed.holdBack({
            metal,
            fromRate: current.pricePerGramHundredthCents,
            toRate: rate,
            spotRate: spot,
            premiumBasisPoints: premium,
            quotedAt: quotedAt.toISOString(),
            fetchedAt: fetchedAt.toISOString(),
          });
          heldMovesChanged = true;
          return 'pending' as const;
        }
        await writeMetalPrice(s, FEED_ACTOR, current.id, rate, 'feed');
        await s.rateFeed.dropPending(metal);
        return 'applied' as const;
      },
      { isolationLevel: 'repeatable read' },
    );
    if (verdict === 'applied' || heldMovesChanged) deps.changes.ratesChanged();
    return result(verdict, spot, rate);
  } catch (error) {
    if (isSerializationFailure(error)) return result('manual', spot, rate);
    throw error;
  }
}

/**
 * An admin approves a move the guard held back: applied through the same write, who = the admin's
 * name + ' (feed)'. Refused (409) once the rate has changed since the quote arrived, and that
 * held-back move is then dropped: the next fetch compares against the new rate.
 */
export async function approvePendingRate(deps: WorkflowDeps, admin: Actor, id: string): Promise<MetalPrice> {
  const outcome = await deps.db
    .transaction(
      async (tx) => {
        const s = moduleServices(tx);
        const pending = await s.rateFeed.pendingForDecision(id);
        if (!pending) throw new AppError('not_found', 'problem.admin.rateNotPending');
        const current = (await s.rates.list()).find((candidate) => candidate.metal === pending.metal);
        if (!current) throw new AppError('not_found', 'problem.admin.metalNotFound');
        if (current.pricePerGramHundredthCents !== pending.fromRate) {
          return { kind: 'moved' as const, pending, now: current.pricePerGram };
        }
        await writeMetalPrice(
          s,
          { ...admin, name: `${admin.name}${APPROVED_FEED_SUFFIX}` },
          current.id,
          pending.toRate,
          'feed',
        );
        await s.rateFeed.dropPendingById(id);
        return { kind: 'applied' as const, metalId: current.id };
      },
      { isolationLevel: 'repeatable read' },
    )
    .catch((error: unknown) => {
      // An admin's edit committed while approving: the same as a rate that moved before.
      if (isSerializationFailure(error)) throw new AppError('conflict', 'problem.admin.rateChangedMeanwhile');
      throw error;
    });
  if (outcome.kind === 'moved') {
    await deps.services.rateFeed.dropPendingById(id);
    deps.changes.ratesChanged();
    throw new AppError('conflict', {
      reason: 'problem.admin.rateMovedAfterQuote',
      values: { metal: outcome.pending.metal, rate: { cents: outcome.now } },
    });
  }
  deps.changes.ratesChanged();
  return (await deps.services.rates.list()).find((metal) => metal.id === outcome.metalId)!;
}

/** An admin rejects a held-back move: it is dropped (audited), the rate stays. */
export async function rejectPendingRate(deps: WorkflowDeps, admin: Actor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    const pending = await s.rateFeed.pendingForDecision(id);
    if (!pending) throw new AppError('not_found', 'problem.admin.rateNotPending');
    await s.rateFeed.dropPendingById(id);
    await s.audit.record({
      actor: admin,
      action: 'rate_feed.reject',
      subject: pending.metal,
      subjectId: id,
      changes: { pricePerGram: { from: formatRate(pending.fromRate), to: formatRate(pending.toRate) } },
    });
  });
  deps.changes.ratesChanged();
}

/** An admin sets premiums: used from the next fetch on (the current rates stay until then). */
export async function setFeedPremiums(
  deps: WorkflowDeps,
  admin: Actor,
  input: UpdateRateFeedPremiumsInput,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    const changed = await s.rateFeed.setPremiums(input, admin.name, deps.now());
    for (const change of changed) {
      await s.audit.record({
        actor: admin,
        action: 'rate_feed.premium',
        subject: change.metal,
        subjectId: change.metal,
        changes: { premiumBasisPoints: { from: change.from, to: change.to } },
      });
    }
  });
}

/** GET /api/admin/rate-feed: the settings (no address, no key), the last fetch, premiums and approvals. */
export async function readRateFeedStatus(
  deps: WorkflowDeps,
  settings: RateFeedSettings | undefined,
): Promise<RateFeedStatus> {
  const [{ lastFetch, lastGoodAt }, premiums, pending, anchors] = await Promise.all([
    deps.services.rateFeed.lastFetch(),
    deps.services.rateFeed.premiums(),
    deps.services.rateFeed.pending(),
    settings ? deps.services.rates.anchors(deps.now()) : [],
  ]);
  return {
    configured: Boolean(settings),
    format: settings?.format ?? null,
    source: settings ? feedHost(settings) : null,
    intervalMinutes: settings?.intervalMinutes ?? null,
    maxMoveBasisPoints: settings?.maxMoveBasisPoints ?? null,
    maxAgeHours: settings?.maxAgeHours ?? null,
    lastFetch,
    lastGoodAt,
    premiums,
    pending,
    guard: settings
      ? {
          maxFutureMinutes: settings.maxFutureMinutes,
          bands: FEED_METALS.map((metal) => ({ metal, ...settings.bands[metal] })),
          anchors: anchors.filter((anchor) => FEED_METALS.some((metal) => metal === anchor.metal)),
        }
      : null,
  };
}

/**
 * The feed's source for the dashboard's rate warnings (GET /api/admin/rate-warnings): a failed
 * last fetch, stale, missing or unusable quotes, and moves waiting for approval.
 */
export function rateFeedWarningSource(settings: RateFeedSettings | undefined): RateWarningSource {
  return async (deps, { now }) => rateFeedWarnings(await readRateFeedStatus(deps, settings), now);
}
