import { sql } from 'drizzle-orm';
import { VISITOR_OWNER_PREFIX } from '../lib/shopper.ts';
import { forgetSpentTotpCodes } from '../modules/accounts/used-codes.ts';
import { moduleServices, type ModuleServices } from '../modules/services.ts';
import { releaseExpiredQuotes } from '../workflows/checkout/quote-payments.ts';
import type { WorkflowDeps } from '../workflows/workflow-deps.ts';
import { startRepeatingJob } from './repeating-job.ts';

/**
 * The retention job: what shoppers leave behind is not kept for ever. Removed, RETENTION_DAYS
 * (default 30) after it was last touched:
 * - a visitor's cart, when none of its lines changed in that time (a signed-in user's never);
 * - a visitor's wishlist, when nothing was saved on it in that time (a user's never);
 * - a checkout quote never paid, that far past its expiry, once its payment was given up (never
 *   one an order was made from). Each round first has releaseExpiredQuotes (workflows/checkout)
 *   give up the payments of abandoned quotes; a quote whose payment could not be given up yet
 *   (the provider unreachable, a payment still processing) is kept for a later round.
 * Also, at once, the authenticator codes used more than 90 seconds ago (modules/accounts/used-codes.ts).
 *
 * Started by server/main.ts: once at start, then every hour. Safe on several instances at once:
 * every delete is idempotent, and each batch runs in a transaction holding one PostgreSQL advisory
 * lock, so while one instance clears, the others skip the round. Batches are small transactions,
 * so a large backlog never holds the tables (or PGlite's one connection) for long.
 */

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Owners (carts, wishlists) or quotes per transaction. */
const BATCH = 500;
/** At most this many batches per kind and round; the rest waits for the next round. */
const MAX_BATCHES = 200;

export interface RetentionReport {
  visitorCartLines: number;
  visitorWishlistItems: number;
  abandonedQuotes: number;
  /** Authenticator codes whose refusal window is over. */
  spentTotpCodes: number;
}

type RetentionDeps = WorkflowDeps;

/**
 * Runs `work` in a transaction holding the retention lock, or returns 'busy' without running it
 * when another instance (or another round in this one) holds it.
 */
async function inTurn<T>(deps: RetentionDeps, work: (services: ModuleServices) => Promise<T>): Promise<T | 'busy'> {
  return deps.db.transaction(async (tx) => {
    // Per schema: the shop's instances share one, and shops on other schemas of the database never block it.
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext('shop:retention:' || current_schema())) as locked`,
    );
    const [row] = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
    if (row?.locked !== true) return 'busy';
    return work(moduleServices(tx));
  });
}

/**
 * One round of the job. Null when another instance was already clearing before this round removed
 * anything; a round that finds the lock taken after some batches stops there and reports them.
 */
export async function removeStaleShopperData(
  deps: RetentionDeps,
  retentionDays: number,
): Promise<RetentionReport | null> {
  const cutoff = new Date(deps.now().getTime() - retentionDays * DAY_MS);
  const report: RetentionReport = {
    visitorCartLines: 0,
    visitorWishlistItems: 0,
    abandonedQuotes: 0,
    spentTotpCodes: 0,
  };

  const kinds: Array<[keyof RetentionReport, (s: ModuleServices) => Promise<number>]> = [
    ['visitorCartLines', (s) => s.cart.removeIdleCarts(VISITOR_OWNER_PREFIX, cutoff, BATCH)],
    ['visitorWishlistItems', (s) => s.wishlist.removeIdleWishlists(VISITOR_OWNER_PREFIX, cutoff, BATCH)],
  ];
  // What this round has removed so far, when another instance takes over half-way.
  const stopped = () => (report.visitorCartLines + report.visitorWishlistItems > 0 ? report : null);
  for (const [field, removeBatch] of kinds) {
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const removed = await inTurn(deps, removeBatch);
      if (removed === 'busy') return stopped();
      report[field] += removed;
      if (removed === 0) break;
    }
  }

  // Idempotent and unlocked: two instances removing the same spent codes remove each once.
  report.spentTotpCodes = await forgetSpentTotpCodes(deps.db, deps.now());

  // Payments first: a quote is removed only once nothing is held for it (releaseExpiredQuotes logs
  // what it did, and is safe on several instances at once).
  try {
    await releaseExpiredQuotes(deps, deps.now());
  } catch (error) {
    deps.log.error({ err: error }, 'retention: payments of expired quotes not released; their quotes stay');
  }

  // Quotes in id order, so one that must stay (an order was made from it) never blocks the rest.
  let afterId = '';
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const done = await inTurn(deps, async (s) => {
      const candidates = await s.checkout.openExpiredBefore(cutoff, afterId, BATCH);
      if (candidates.length === 0) return true;
      afterId = candidates.at(-1)!;
      const ordered = await s.orders.quotesWithOrders(candidates);
      report.abandonedQuotes += await s.checkout.removeOpenExpired(
        candidates.filter((id) => !ordered.has(id)),
        cutoff,
      );
      return candidates.length < BATCH;
    });
    if (done === 'busy') return report;
    if (done) break;
  }
  return report;
}

export interface RetentionJob {
  /** Stops the timer and waits for a round in progress, so the database can be closed after. */
  stop(): Promise<void>;
}

/**
 * Runs the job now and then every `intervalMs`, logging what each round removed. The timer is
 * unref'd: it never keeps the process alive. A failed round is logged and the next one tries again.
 */
export function startRetentionJob(
  deps: RetentionDeps,
  options: { retentionDays: number; intervalMs?: number },
): RetentionJob {
  const round = async () => {
    const started = Date.now();
    try {
      const report = await removeStaleShopperData(deps, options.retentionDays);
      if (!report) {
        deps.log.info('retention: another instance is removing old visitor data; skipped this round');
        return;
      }
      const removed = report.visitorCartLines + report.visitorWishlistItems + report.abandonedQuotes;
      deps.log.info(
        { ...report, retentionDays: options.retentionDays, ms: Date.now() - started },
        `retention: removed ${removed} row${removed === 1 ? '' : 's'} older than ${options.retentionDays} days`,
      );
    } catch (error) {
      deps.log.error({ err: error }, 'retention: round failed; the next one tries again');
    }
  };
  return startRepeatingJob(options.intervalMs ?? RETENTION_INTERVAL_MS, round);
}
