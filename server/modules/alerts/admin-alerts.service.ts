import { and, eq, isNotNull, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { adminAlerts } from './admin-alerts.tables.ts';

/** A condition the admins may be mailed about: a warning's kind and its metal ('all' for none). */
export interface AlertCondition {
  kind: string;
  metal: string;
}

/** The throttle of the admins' alert mails, shared by every instance through the admin_alerts table. */
export function createAdminAlertsService(db: Db) {
  const row = ({ kind, metal }: AlertCondition) => and(eq(adminAlerts.kind, kind), eq(adminAlerts.metal, metal));

  return {
    /**
     * Records which conditions hold at `now`: each keeps the time it was first seen holding (a new
     * one starts now), and every other one stops holding. Returns since when each given one holds.
     */
    async noteHolding(conditions: readonly AlertCondition[], now: Date): Promise<Map<string, Date>> {
      const holding = conditions.map((condition) => row(condition)!);
      await db
        .update(adminAlerts)
        .set({ heldSince: null })
        .where(and(isNotNull(adminAlerts.heldSince), holding.length > 0 ? not(or(...holding)!) : undefined));
      if (conditions.length === 0) return new Map();
      const rows = await db
        .insert(adminAlerts)
        .values(conditions.map(({ kind, metal }) => ({ kind, metal, heldSince: now })))
        .onConflictDoUpdate({
          target: [adminAlerts.kind, adminAlerts.metal],
          set: { heldSince: sql`coalesce(${adminAlerts.heldSince}, excluded.held_since)` },
        })
        .returning({ kind: adminAlerts.kind, metal: adminAlerts.metal, heldSince: adminAlerts.heldSince });
      return new Map(rows.map((r) => [alertKey(r), r.heldSince ?? now]));
    },

    /**
     * Takes the condition for one mail, atomically: only when it has held since `heldBy` or
     * earlier, was not mailed after `sentBefore`, and no instance is mailing it now. The claim
     * lasts until `claimUntil` unless sent() or released() ends it first.
     */
    async claim(
      condition: AlertCondition,
      { heldBy, sentBefore, claimUntil, now }: { heldBy: Date; sentBefore: Date; claimUntil: Date; now: Date },
    ): Promise<boolean> {
      const claimed = await db
        .update(adminAlerts)
        .set({ sendingUntil: claimUntil })
        .where(
          and(
            row(condition),
            lte(adminAlerts.heldSince, heldBy),
            or(isNull(adminAlerts.lastSentAt), lte(adminAlerts.lastSentAt, sentBefore)),
            or(isNull(adminAlerts.sendingUntil), lte(adminAlerts.sendingUntil, now)),
          ),
        )
        .returning({ kind: adminAlerts.kind });
      return claimed.length > 0;
    },

    /** The claimed mail went out at `at`: the next waits for the repeat period. */
    async sent(condition: AlertCondition, at: Date): Promise<void> {
      await db.update(adminAlerts).set({ lastSentAt: at, sendingUntil: null }).where(row(condition));
    },

    /** The claimed mail did not go out: the next pass tries again. */
    async release(condition: AlertCondition): Promise<void> {
      await db.update(adminAlerts).set({ sendingUntil: null }).where(row(condition));
    },
  };
}

export const alertKey = ({ kind, metal }: AlertCondition) => `${kind}:${metal}`;
