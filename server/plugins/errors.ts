import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody, type ErrorCode } from '#domain/errors.ts';
import { outageOf, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE, type Dependency } from '../lib/unavailable.ts';

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
    message: string,
  ) {
    super(code, message);
  }
}

/** Fastify's terse texts for client errors, said so that a client knows what to change. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This API accepts JSON bodies only: send Content-Type: application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

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
      let status: number;
      let body: ErrorBody;
      const outage = error instanceof AppError ? undefined : outageOf(error);

      if (outage) {
        logOutage(request, error, outage);
        status = 503;
        body = { error: 'unavailable', message: UNAVAILABLE_MESSAGE, requestId };
      } else if (error instanceof AppError) {
        if (error.code === 'unavailable') logOutage(request, error, outageOf(error) ?? 'network');
        status = error instanceof StatusError ? error.status : STATUS_OF[error.code];
        body = { error: error.code, message: error.message, requestId, ...(error.fields && { fields: error.fields }) };
      } else if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
          fields[path] ||= issue.message ?? 'is invalid';
        }
        status = 400;
        const summary = Object.entries(fields)
          .map(([field, message]) => `${field} ${message}`)
          .join('; ');
        body = {
          error: 'invalid_input',
          message: `Invalid ${error.validationContext ?? 'request'}: ${summary}`,
          requestId,
          fields,
        };
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Fastify's own client errors: body too large, unsupported media type...
        status = error.statusCode;
        body = { error: codeForStatus(status), message: CLIENT_ERROR_MESSAGES[error.code] ?? error.message, requestId };
      } else {
        // One line per failure, with what is needed to find it: the request id (on every line of
        // this logger), the route and the cause.
        request.log.error(
          { err: error, method: request.method, route: request.routeOptions.url ?? request.url },
          'request failed',
        );
        status = 500;
        body = { error: 'internal', message: 'Something went wrong on our side. Please try again.', requestId };
      }
      if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(status).header('x-request-id', requestId).send(body);
    });
  },
  { name: 'errors' },
);

/**
 * Fastify's answers to requests it cannot route (a malformed escape in the path, a parameter
 * longer than the router allows), in the API's error shape, through the error handler above.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // These replies do not pass through the error handler, so they are written here.
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'The address is too long.']
      : [400, 'The address has a malformed percent escape or one that is not UTF-8.'];
  return reply
    .status(status)
    .header('x-request-id', request.id)
    .send({ error: 'invalid_input', message, requestId: request.id } satisfies ErrorBody);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a malformed
 * request line, a timeout): the same error shape, with a fresh request id, then the connection closes.
 */
export function clientErrorHandler(nextRequestId: () => string) {
  return function handleClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request took too long to arrive.']
          : [400, 'The request is malformed.'];
    const requestId = nextRequestId();
    this.log.debug({ err: error, reqId: requestId }, 'client error');
    const body = JSON.stringify({ error: 'invalid_input', message, requestId } satisfies ErrorBody);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\nx-request-id: ${requestId}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
