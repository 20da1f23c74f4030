import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Appointment, AppointmentStatus, BranchId } from '#domain/appointments/appointment.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { appointments } from './appointments.tables.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = Omit<typeof appointments.$inferInsert, 'id' | 'status' | 'cancelTokenHash' | 'createdAt'>;

/** The stored form of a cancel token: a leaked table cannot cancel anybody's visit. */
export const cancelTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export function publicAppointment(row: AppointmentRow): Appointment {
  return {
    id: row.id,
    branchId: row.branchId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    purpose: row.purpose,
    productId: row.productId,
    status: row.status,
  };
}

/** The booked visits of the branches, by slot. */
export function createAppointmentsService(db: Db) {
  const taking = ne(appointments.status, 'cancelled');
  // A branch's visits that still hold their place, starting between two instants.
  const bookedBetween = (branchId: BranchId, from: Date, to: Date) =>
    and(eq(appointments.branchId, branchId), gte(appointments.startsAt, from), lt(appointments.startsAt, to), taking);
  return {
    /** Places taken per slot start (ISO) of a branch between two instants. */
    async takenBetween(branchId: BranchId, from: Date, to: Date): Promise<Map<string, number>> {
      const rows = await db
        .select({ startsAt: appointments.startsAt, taken: count() })
        .from(appointments)
        .where(bookedBetween(branchId, from, to))
        .groupBy(appointments.startsAt);
      return new Map(rows.map((row) => [row.startsAt.toISOString(), row.taken]));
    },

    /**
     * Books a place when the slot has fewer than `capacity` visits, else returns undefined. Run it
     * in a transaction: the slot's advisory lock makes two bookings of its last place wait for each
     * other, so only one of them finds it free.
     */
    async bookIfFree(
      visit: NewAppointment,
      capacity: number,
    ): Promise<{ row: AppointmentRow; token: string } | undefined> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`appointment:${visit.branchId}:${visit.startsAt.toISOString()}`}))`,
      );
      const [taken] = await db
        .select({ taken: count() })
        .from(appointments)
        .where(and(eq(appointments.branchId, visit.branchId), eq(appointments.startsAt, visit.startsAt), taking));
      if ((taken?.taken ?? 0) >= capacity) return undefined;
      const token = randomBytes(32).toString('base64url');
      const [row] = await db
        .insert(appointments)
        .values({ ...visit, id: newId('appt'), cancelTokenHash: cancelTokenHash(token) })
        .returning();
      return { row: row!, token };
    },

    /** Cancels the booked visit the token belongs to; undefined when none (unknown, or no longer booked). */
    async cancelByToken(token: string): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .update(appointments)
        .set({ status: 'cancelled' })
        .where(and(eq(appointments.cancelTokenHash, cancelTokenHash(token)), eq(appointments.status, 'booked')))
        .returning();
      return row;
    },

    /** Cancels one of a user's own booked visits. */
    async cancelForUser(userId: string, id: string): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .update(appointments)
        .set({ status: 'cancelled' })
        .where(and(eq(appointments.id, id), eq(appointments.userId, userId), eq(appointments.status, 'booked')))
        .returning();
      return row;
    },

    async listForUser(userId: string): Promise<AppointmentRow[]> {
      return db.select().from(appointments).where(eq(appointments.userId, userId)).orderBy(asc(appointments.startsAt));
    },

    /** A branch's visits between two instants (its local day), cancelled ones left out. */
    async listForBranch(branchId: BranchId, from: Date, to: Date): Promise<AppointmentRow[]> {
      return db
        .select()
        .from(appointments)
        .where(bookedBetween(branchId, from, to))
        .orderBy(asc(appointments.startsAt), asc(appointments.createdAt));
    },

    /** Sets a visit's outcome; returns the row as it was before, or undefined when there is none to mark. */
    async mark(id: string, status: Extract<AppointmentStatus, 'attended' | 'missed'>) {
      const [before] = await db.select().from(appointments).where(eq(appointments.id, id)).for('update');
      if (!before || before.status === 'cancelled') return undefined;
      await db.update(appointments).set({ status }).where(eq(appointments.id, id));
      return before;
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
