import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { store } from '../store/settings.ts';

export const BRANCH_IDS = store.branches.map((branch) => branch.id) as ['louisiana', 'houston'];
export type BranchId = (typeof BRANCH_IDS)[number];
/** The branch a visit defaults to when the page is given none. */
export const MAIN_BRANCH_ID: BranchId = 'louisiana';

export const branchOf = (id: BranchId) => store.branches.find((branch) => branch.id === id)!;

/** What a shopper comes in for. */
export const VISIT_PURPOSES = ['viewing', 'sizing', 'custom_design', 'sell_gold'] as const;
export type VisitPurpose = (typeof VISIT_PURPOSES)[number];

export const APPOINTMENT_STATUSES = ['booked', 'cancelled', 'attended', 'missed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-05-14');

/** GET /api/appointments/slots */
export const slotsQuery = /* @__PURE__ */ z.strictObject({
  branchId: z.enum(BRANCH_IDS),
  date: localDate,
});

export const slotSchema = /* @__PURE__ */ z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** Places left (0: full). */
  remaining: z.number().int(),
});
export const slotListSchema = /* @__PURE__ */ z.object({
  branchId: z.enum(BRANCH_IDS),
  date: z.string(),
  timeZone: z.string(),
  slots: z.array(slotSchema),
});
export type SlotList = z.infer<typeof slotListSchema>;

/** POST /api/appointments */
export const bookVisitInput = /* @__PURE__ */ z.strictObject({
  branchId: z.enum(BRANCH_IDS),
  startsAt: z.iso.datetime({ offset: true, error: 'must be a slot start time' }),
  purpose: z.enum(VISIT_PURPOSES),
  productId: z.string().min(1).max(100).optional(),
  /** The online offer for old gold (/sell-gold) to assay at the visit. */
  estimateId: z
    .string()
    .regex(/^est_[0-9A-Za-z]{16,32}$/, 'Not an estimate id')
    .optional(),
  name: z.string().trim().min(1, 'Please enter your name').max(120),
  phone: z
    .string()
    .trim()
    .min(7, 'Please enter your phone number')
    .max(30)
    .regex(/^[+\d\s().-]+$/, 'Please enter a phone number'),
  email: z.email('Please enter your e-mail address').max(254),
  /** The language of the confirmation mail; the request's Accept-Language when left out. */
  language: z.enum(LANGUAGES).optional(),
});
export type BookVisitInput = z.infer<typeof bookVisitInput>;

/** POST /api/appointments/cancel: the token of the link in the confirmation mail. */
export const cancelVisitInput = /* @__PURE__ */ z.strictObject({ token: z.string().min(20).max(200) });

export const appointmentIdParam = /* @__PURE__ */ z.object({ id: z.string().min(1).max(100) });

export const appointmentSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  branchId: z.enum(BRANCH_IDS),
  startsAt: z.string(),
  endsAt: z.string(),
  purpose: z.enum(VISIT_PURPOSES),
  productId: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
});
export type Appointment = z.infer<typeof appointmentSchema>;
export const appointmentListSchema = /* @__PURE__ */ z.object({ items: z.array(appointmentSchema) });

/** The dashboard's row: the visitor's contact too. */
export const adminAppointmentSchema = /* @__PURE__ */ appointmentSchema.extend({
  /** The online offer for old gold the visit was booked from, while it was valid. */
  estimateId: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});
export const adminAppointmentListSchema = /* @__PURE__ */ z.object({
  branchId: z.enum(BRANCH_IDS),
  date: z.string(),
  timeZone: z.string(),
  items: z.array(adminAppointmentSchema),
});
export type AdminAppointmentList = z.infer<typeof adminAppointmentListSchema>;

/** PATCH /api/admin/appointments/:id */
export const markVisitInput = /* @__PURE__ */ z.strictObject({ status: z.enum(['attended', 'missed']) });
