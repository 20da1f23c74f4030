import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AppointmentStatus, BranchId, VisitPurpose } from '#domain/appointments/appointment.ts';
import type { Language } from '#domain/i18n/languages.ts';

/** A booked visit at a branch: the slot is an instant, shown in the branch's own zone. */
export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    branchId: text('branch_id').$type<BranchId>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    purpose: text('purpose').$type<VisitPurpose>().notNull(),
    // No foreign key: the visit stays booked if the piece is taken off the shop.
    productId: text('product_id'),
    /** The online offer for old gold the visit was booked from (no foreign key: offers expire). */
    estimateId: text('estimate_id'),
    userId: text('user_id'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    language: text('language').$type<Language>().notNull(),
    status: text('status').$type<AppointmentStatus>().notNull().default('booked'),
    /** sha256 of the cancel link's token: the token itself is only in the mail. */
    cancelTokenHash: text('cancel_token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('appointments_branch_starts_idx').on(table.branchId, table.startsAt),
    index('appointments_user_idx').on(table.userId),
  ],
);
