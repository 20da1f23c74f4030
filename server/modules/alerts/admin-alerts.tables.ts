import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per condition the admins are mailed about (a warning's kind and metal), shared by every
 * instance: since when it holds, when it was last mailed, and who is mailing it now. A mail is
 * sent by the instance that claims the row; the others see the claim or the recent mail and skip.
 */
export const adminAlerts = pgTable(
  'admin_alerts',
  {
    /** The warning's kind (domain/rates/rate-warnings.ts). */
    kind: text('kind').notNull(),
    /** The metal it is about, or 'all' for one about the rates as a whole. */
    metal: text('metal').notNull(),
    /** Since when the alert passes have seen it hold; null while it does not. */
    heldSince: timestamp('held_since', { withTimezone: true }),
    /** The last mail that went out; the next waits for RATE_ALERT_REPEAT_HOURS after it. */
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** An instance is mailing it until then (a crash mid-mail frees it when this passes). */
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.kind, table.metal] })],
);
