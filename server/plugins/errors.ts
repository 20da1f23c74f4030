import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppError,
  type ErrorBody,
  type ErrorCode,
  type ErrorReason,
  type FieldProblem,
  type Problem,
} from '#domain/errors.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { fieldProblemOf, problemMessage } from '../i18n/problem-text.ts';
import { requestLanguage } from '../i18n/translator.ts';
import { outageOf, RETRY_AFTER_SECONDS, type Dependency } from '../lib/unavailable.ts';

const STATUS_OF: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthorized: 401,
  payment_failed: 402,
  forbidden: 403,
  second_factor_required: 403,
  second_factor_setup_required: 403,
  not_found: 404,
  conflict: 409,
  out_of_stock: 409,
  quote_expired: 409,
  price_under_review: 409,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/** During an outage every request fails alike: one log line per service every so often, with how many were answered 503 meanwhile. */
const OUTAGE_LOG_INTERVAL_MS = 5_000;

/** An expected failure whose HTTP status is not the one its code implies (414, 431, ...). */
export class StatusError extends AppError {
  constructor(
    readonly status: number,
    code: ErrorCode,
    problem: ErrorReason | Problem,
  ) {
    super(code, problem);
  }
}

/** Fastify's terse texts for client errors, said so that a client knows what to change. */
const CLIENT_ERROR_REASONS: Record<string, ErrorReason> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'problem.request.jsonOnly',
  FST_ERR_CTP_BODY_TOO_LARGE: 'problem.request.bodyTooLarge',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'problem.request.contentLength',
};

/** The wire's answer: the code, the reason and its values, and the reason's text in the request's language. */
function bodyOf(
  code: ErrorCode,
  problem: Problem,
  language: Language,
  requestId: string,
  fieldProblems?: Record<string, FieldProblem>,
): ErrorBody {
  return {
    error: code,
    reason: problem.reason,
    ...(problem.values && { values: problem.values }),
    message: problemMessage(problem, language),
    requestId,
    ...(fieldProblems && {
      fields: Object.fromEntries(
        Object.entries(fieldProblems).map(([field, fieldProblem]) => [field, problemMessage(fieldProblem, language)]),
      ),
      fieldProblems,
    }),
  };
}

/** An AppError's fields, each a problem (a schema's sentence becomes its id when it has one). */
function fieldProblemsOf(fields: AppError['fields']): Record<string, FieldProblem> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(
    Object.entries(fields).map(([field, problem]) => [
      field,
      typeof problem === 'string' ? fieldProblemOf(problem) : problem,
    ]),
  );
}

/** The stable code for a 4xx status that carries no code of its own. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  return 'invalid_input';
}

/**
 * One error handler for the whole app: expected failures keep their message; a service the request
 * needs being unreachable (the database, Redis: lib/unavailable.ts) is a 503 with Retry-After;
 * anything else becomes a generic 500 (logged with the request id, never a stack in the response).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    const outageLogged = new Map<Dependency, { at: number; since: number }>();
    const logOutage = (request: FastifyRequest, error: unknown, dependency: Dependency) => {
      const now = Date.now();
      const last = outageLogged.get(dependency);
      if (last && now - last.at < OUTAGE_LOG_INTERVAL_MS) {
        last.since++;
        return;
      }
      outageLogged.set(dependency, { at: now, since: 0 });
      request.log.warn(
        {
          err: error,
          dependency,
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          ...(last && { alsoAnswered503: last.since }),
        },
        `request answered 503: ${dependency === 'network' ? 'a service' : `the ${dependency}`} is unreachable`,
      );
    };

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const requestId = request.id;
      const language = requestLanguage(request.headers['accept-language']);
      let status: number;
      let body: ErrorBody;
      const outage = error instanceof AppError ? undefined : outageOf(error);

      if (outage) {
        logOutage(request, error, outage);
        status = 503;
        body = bodyOf('unavailable', { reason: 'problem.unavailable' }, language, requestId);
      } else if (error instanceof AppError) {
        if (error.code === 'unavailable') logOutage(request, error, outageOf(error) ?? 'network');
        status = error instanceof StatusError ? error.status : STATUS_OF[error.code];
        const problem = { reason: error.reason, values: error.values };
        body = bodyOf(error.code, problem, language, requestId, fieldProblemsOf(error.fields));
      } else if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, FieldProblem> = {};
        for (const issue of error.validation) {
          const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
          fields[path] ??= fieldProblemOf(issue.message ?? 'is invalid');
        }
        status = 400;
        const summary = Object.entries(fields)
          .map(([field, problem]) => `${field} ${problemMessage(problem, language)}`)
          .join('; ');
        const problem = {
          reason: 'problem.request.invalid',
          values: { part: error.validationContext ?? 'request', summary },
        } as const;
        body = bodyOf('invalid_input', problem, language, requestId, fields);
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Fastify's own client errors: body too large, unsupported media type...
        status = error.statusCode;
        const reason = CLIENT_ERROR_REASONS[error.code];
        const problem: Problem = reason
          ? { reason }
          : { reason: 'problem.request.refused', values: { detail: { sentence: error.message } } };
        body = bodyOf(codeForStatus(status), problem, language, requestId);
      } else {
        // One line per failure, with what is needed to find it: the request id (on every line of
        // this logger), the route and the cause.
        request.log.error(
          { err: error, method: request.method, route: request.routeOptions.url ?? request.url },
          'request failed',
        );
        status = 500;
        body = bodyOf('internal', { reason: 'problem.internal' }, language, requestId);
      }
      if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(status).header('x-request-id', requestId).send(body);
    });
  },
  { name: 'errors' },
);

/** A refusal answered by a handler itself (no error thrown), in the API's error shape. */
export function replyWithProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  problem: Problem,
) {
  const language = requestLanguage(request.headers['accept-language']);
  return reply
    .status(status)
    .header('x-request-id', request.id)
    .send(bodyOf(code, problem, language, request.id));
}

/**
 * Fastify's answers to requests it cannot route (a malformed escape in the path, a parameter
 * longer than the router allows), in the API's error shape, through the error handler above.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // These replies do not pass through the error handler, so they are written here.
  const [status, reason] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? ([414, 'problem.request.addressTooLong'] as const)
      : ([400, 'problem.request.malformedEscape'] as const);
  return replyWithProblem(request, reply, status, 'invalid_input', { reason });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a malformed
 * request line, a timeout): the same error shape, with a fresh request id, then the connection closes.
 */
export function clientErrorHandler(nextRequestId: () => string) {
  return function handleClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? ([431, 'problem.request.headersTooLarge'] as const)
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? ([408, 'problem.request.tooSlow'] as const)
          : ([400, 'problem.request.malformed'] as const);
    const requestId = nextRequestId();
    this.log.debug({ err: error, reqId: requestId }, 'client error');
    // No request was read, so no language either: English.
    const body = JSON.stringify(bodyOf('invalid_input', { reason }, 'en', requestId));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\nx-request-id: ${requestId}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
