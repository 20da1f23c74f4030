import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction } from '#domain/admin/audit.ts';

/** Every admin write: who, when, what, and each changed field's value before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    subject: text('subject').notNull(),
    subjectId: text('subject_id').notNull(),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_action_idx').on(table.action, table.at),
  ],
);
