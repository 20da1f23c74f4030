import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentIdParam,
  appointmentListSchema,
  appointmentSchema,
  bookVisitInput,
  cancelVisitInput,
  slotListSchema,
  slotsQuery,
} from '#domain/appointments/appointment.ts';
import { AppError, errorBody } from '#domain/errors.ts';
import { takeForAddress } from '../lib/address-limit.ts';
import { publicAppointment } from '../modules/appointments/appointments.service.ts';
import { requestLanguage } from '../i18n/translator.ts';
import { bookVisit, slotsOf } from '../workflows/appointments/book-visit.ts';

export interface AppointmentsOptions {
  capacity: number;
  limit: { perIp: number; windowMinutes: number };
  ipv6Prefix: number;
}

const errors = { 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

/** Visits by appointment: a branch's free slots, booking one, and cancelling by the mail's link or from the account. */
export const appointmentsRoutes: FastifyPluginAsyncZod<AppointmentsOptions> = async (app, options) => {
  const deps = app.workflowDeps;
  const bookings = app.limiter('appointments:ip', {
    points: options.limit.perIp,
    windowSeconds: options.limit.windowMinutes * 60,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/appointments/slots',
    {
      config: { access: 'public' },
      schema: {
        tags: ['appointments'],
        summary: "A branch's visit slots on one of its local days, with the places left",
        querystring: slotsQuery,
        response: { 200: slotListSchema, 400: errorBody },
      },
    },
    async (request) => slotsOf(deps, options.capacity, request.query.branchId, request.query.date),
  );

  app.post(
    '/appointments',
    {
      config: { access: 'public' },
      schema: {
        tags: ['appointments'],
        summary: 'Book a visit (409 when the slot is full); the confirmation is mailed',
        body: bookVisitInput,
        response: { 201: appointmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await takeForAddress(bookings, request, reply, options.ipv6Prefix, 'problem.appointment.tooMany');
      const language = request.body.language ?? requestLanguage(request.headers['accept-language']);
      const visit = await bookVisit(deps, options.capacity, { ...request.body, language }, request.user?.id ?? null);
      return reply.code(201).send(visit);
    },
  );

  app.post(
    '/appointments/cancel',
    {
      config: { access: 'public' },
      schema: {
        tags: ['appointments'],
        summary: "Cancel a visit with the token of its confirmation mail's link",
        body: cancelVisitInput,
        response: { 200: appointmentSchema, ...errors },
      },
    },
    async (request) => {
      const row = await app.services.appointments.cancelByToken(request.body.token);
      if (!row) throw new AppError('not_found', 'problem.appointment.notFound');
      return publicAppointment(row);
    },
  );

  app.get(
    '/account/appointments',
    {
      config: { access: 'user' },
      schema: {
        tags: ['appointments'],
        summary: "The signed-in customer's visits, soonest first",
        response: { 200: appointmentListSchema, 401: errorBody },
      },
    },
    async (request) => ({
      items: (await app.services.appointments.listForUser(request.user!.id)).map(publicAppointment),
    }),
  );

  app.post(
    '/account/appointments/:id/cancel',
    {
      config: { access: 'user' },
      schema: {
        tags: ['appointments'],
        summary: 'Cancel one of your booked visits',
        params: appointmentIdParam,
        response: { 200: appointmentSchema, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const row = await app.services.appointments.cancelForUser(request.user!.id, request.params.id);
      if (!row) throw new AppError('not_found', 'problem.appointment.notFound');
      return publicAppointment(row);
    },
  );
};
