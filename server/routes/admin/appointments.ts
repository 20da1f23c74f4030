import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAppointmentListSchema,
  adminAppointmentSchema,
  appointmentIdParam,
  branchOf,
  markVisitInput,
  slotsQuery,
} from '#domain/appointments/appointment.ts';
import { AppError, errorBody } from '#domain/errors.ts';
import { changesBetween } from '#server/modules/audit/audit.service.ts';
import { moduleServices } from '#server/modules/services.ts';
import type { AppointmentRow } from '#server/modules/appointments/appointments.service.ts';
import { publicAppointment } from '#server/modules/appointments/appointments.service.ts';
import { localDayBounds } from '#server/workflows/appointments/book-visit.ts';

const guarded = { 400: errorBody, 401: errorBody, 403: errorBody };

const adminRow = (row: AppointmentRow) => ({
  ...publicAppointment(row),
  estimateId: row.estimateId,
  name: row.name,
  phone: row.phone,
  email: row.email,
});

/** The dashboard's day of visits at a branch, and marking each attended or missed (audited). */
export const adminAppointmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/appointments',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "A branch's visits on one of its local days",
        querystring: slotsQuery,
        response: { 200: adminAppointmentListSchema, ...guarded },
      },
    },
    async (request) => {
      const { branchId, date } = request.query;
      const { from, to } = localDayBounds(branchId, date);
      const rows = await app.services.appointments.listForBranch(branchId, from, to);
      return { branchId, date, timeZone: branchOf(branchId).timeZone, items: rows.map(adminRow) };
    },
  );

  app.patch(
    '/admin/appointments/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Mark a visit attended or missed',
        params: appointmentIdParam,
        body: markVisitInput,
        response: { 200: adminAppointmentSchema, ...guarded, 404: errorBody },
      },
    },
    async (request) => {
      const actor = request.user!;
      const { status } = request.body;
      return app.workflowDeps.db.transaction(async (tx) => {
        const s = moduleServices(tx);
        const before = await s.appointments.mark(request.params.id, status);
        if (!before) throw new AppError('not_found', 'problem.appointment.notFound');
        await s.audit.record({
          actor,
          action: 'appointment.status',
          subject: `${before.name}, ${before.startsAt.toISOString()}`,
          subjectId: before.id,
          changes: changesBetween({ status: before.status }, { status }),
        });
        return adminRow({ ...before, status });
      });
    },
  );
};
