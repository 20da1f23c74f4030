import { AppError } from '#domain/errors.ts';
import { pendingImpactSchema, type PendingImpact, type PinMetalInput } from '#domain/rates/feed-guard.ts';
import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import { FEED_METALS, type FeedMetal } from '#domain/rates/rate-feed.ts';
import type { Actor } from '#server/modules/audit/audit.service.ts';
import { readMoveImpact } from '#server/modules/rate-feed/move-impact.ts';
import { moduleServices } from '#server/modules/services.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

/**
 * An admin's say over the feed beyond one quote: pinning a metal's rate (the feed leaves it, and
 * holds no move for it, until unpinned or until the time chosen), and what approving a held move
 * would do to the prices before it is approved.
 */

const UNTIL_UNPINNED = 'until unpinned';

const isFeedMetal = (metal: string): metal is FeedMetal => FEED_METALS.some((candidate) => candidate === metal);

async function adminMetal(deps: WorkflowDeps, id: string): Promise<AdminMetal> {
  return (await deps.services.rates.adminList()).find((metal) => metal.id === id)!;
}

/** How the audit log shows a pin: off, or until when. */
function pinWords(pin: { pinnedAt: string | null; pinnedUntil: string | null }): string {
  if (!pin.pinnedAt) return 'not pinned';
  return pin.pinnedUntil ?? UNTIL_UNPINNED;
}

/**
 * Pins a metal's rate (PUT /api/admin/metals/:id/pin), audited. A move waiting for approval for
 * the metal is dropped: the admin has said which rate stands. The rate itself does not change.
 */
export async function pinMetalRate(
  deps: WorkflowDeps,
  admin: Actor,
  id: string,
  input: PinMetalInput,
): Promise<AdminMetal> {
  const now = deps.now();
  const until = input.until === null ? null : new Date(input.until);
  if (until && until.getTime() <= now.getTime()) {
    throw new AppError('invalid_input', 'problem.admin.pinUntilPast', { until: 'Choose a time in the future' });
  }
  await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    const changed = await s.rates.setPin(id, { at: now, until, by: admin.name });
    if (!changed) throw new AppError('not_found', 'problem.admin.metalNotFound');
    if (isFeedMetal(changed.metal)) await s.rateFeed.dropPending(changed.metal);
    await s.audit.record({
      actor: admin,
      action: 'metal.pin',
      subject: changed.metal,
      subjectId: id,
      changes: { pinned: { from: pinWords(changed.before), to: until?.toISOString() ?? UNTIL_UNPINNED } },
    });
  });
  // A pinned rate is one the shop stands behind whatever its age: every instance judges it again.
  deps.changes.ratesChanged();
  return adminMetal(deps, id);
}

/** Unpins a metal's rate (DELETE /api/admin/metals/:id/pin), audited: the feed has its say again. */
export async function unpinMetalRate(deps: WorkflowDeps, admin: Actor, id: string): Promise<AdminMetal> {
  await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    const changed = await s.rates.setPin(id, undefined);
    if (!changed) throw new AppError('not_found', 'problem.admin.metalNotFound');
    if (!changed.before.pinnedAt) return;
    await s.audit.record({
      actor: admin,
      action: 'metal.unpin',
      subject: changed.metal,
      subjectId: id,
      changes: { pinned: { from: pinWords(changed.before), to: 'not pinned' } },
    });
  });
  deps.changes.ratesChanged();
  return adminMetal(deps, id);
}

/**
 * GET /api/admin/rate-feed/pending/:id/impact: how many pieces the held move reprices, by how
 * much in total, and the smallest and largest change, computed by the database from the kept
 * prices with the shop's own pricing functions.
 */
export async function pendingMoveImpact(deps: WorkflowDeps, id: string): Promise<PendingImpact> {
  const pending = (await deps.services.rateFeed.pending()).find((candidate) => candidate.id === id);
  if (!pending) throw new AppError('not_found', 'problem.admin.rateNotPending');
  const impact = await readMoveImpact(deps.db, pending.metal, pending.toRate);
  return pendingImpactSchema.parse({
    id,
    metal: pending.metal,
    fromCents: pending.fromCents,
    toCents: pending.toCents,
    ...impact,
  });
}
