import { branchOf, type BookVisitInput, type BranchId, type SlotList } from '#domain/appointments/appointment.ts';
import { isSlotStart, SLOT_MINUTES, slotsOfDay } from '#domain/appointments/slots.ts';
import { instantOf } from '#domain/appointments/zoned-time.ts';
import { AppError } from '#domain/errors.ts';
import { languagePrefix, type Language } from '#domain/i18n/languages.ts';
import { moduleServices } from '#server/modules/services.ts';
import { publicAppointment, type AppointmentRow } from '#server/modules/appointments/appointments.service.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';
import { visitConfirmationEmail } from './visit-email.ts';

/** The instants a branch's local day runs between (23 or 25 hours on a change of clocks). */
export function localDayBounds(branchId: BranchId, date: string): { from: Date; to: Date } {
  const { timeZone } = branchOf(branchId);
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const midnight = (y: number, m: number, d: number) =>
    instantOf({ year: y, month: m, day: d, hour: 0, minute: 0 }, timeZone) ??
    instantOf({ year: y, month: m, day: d, hour: 1, minute: 0 }, timeZone)!;
  return {
    from: midnight(year, month, day),
    to: midnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()),
  };
}

/** A branch's slots on one of its local days with the places left in each. */
export async function slotsOf(
  deps: WorkflowDeps,
  capacity: number,
  branchId: BranchId,
  date: string,
): Promise<SlotList> {
  const branch = branchOf(branchId);
  const { from, to } = localDayBounds(branchId, date);
  const taken = await deps.services.appointments.takenBetween(branchId, from, to);
  const slots = slotsOfDay(branch, date, { now: deps.now() }).map(({ startsAt, endsAt }) => ({
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    remaining: Math.max(0, capacity - (taken.get(startsAt.toISOString()) ?? 0)),
  }));
  return { branchId, date, timeZone: branch.timeZone, slots };
}

export const cancelUrl = (deps: WorkflowDeps, language: Language, token: string) =>
  `${deps.publicUrl}${languagePrefix(language)}/book-a-visit?cancel=${encodeURIComponent(token)}`;

/**
 * Books a visit in a slot of the branch's hours that still has a place (409 when full), then sends
 * the confirmation with its calendar file and cancel link. A mail that fails is logged: the visit stays booked.
 */
export async function bookVisit(
  deps: WorkflowDeps,
  capacity: number,
  input: BookVisitInput & { language: Language },
  userId: string | null,
) {
  const branch = branchOf(input.branchId);
  const startsAt = new Date(input.startsAt);
  if (!isSlotStart(branch, startsAt, { now: deps.now() })) {
    throw new AppError('invalid_input', 'problem.appointment.notASlot', { startsAt: 'problem.appointment.notASlot' });
  }
  // Only a valid offer is kept with the visit; an expired one does not stop the booking.
  const estimate = input.estimateId ? await deps.services.exchange.find(input.estimateId, deps.now()) : undefined;
  const booked = await deps.db.transaction(async (tx) =>
    moduleServices(tx).appointments.bookIfFree(
      {
        branchId: input.branchId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + SLOT_MINUTES * 60_000),
        purpose: input.purpose,
        productId: input.productId ?? null,
        estimateId: estimate?.id ?? null,
        userId,
        name: input.name,
        phone: input.phone,
        email: input.email,
        language: input.language,
      },
      capacity,
    ),
  );
  if (!booked) throw new AppError('conflict', 'problem.appointment.slotFull');
  await sendConfirmation(deps, booked.row, booked.token);
  return publicAppointment(booked.row);
}

async function sendConfirmation(deps: WorkflowDeps, row: AppointmentRow, token: string): Promise<void> {
  try {
    await deps.mailer.send(visitConfirmationEmail(row, cancelUrl(deps, row.language, token), row.language));
  } catch (error) {
    deps.log.error({ err: error, appointmentId: row.id }, 'visit confirmation mail failed');
  }
}
