import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody, type ErrorCode } from '#domain/errors.ts';

const STATUS_OF: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthorized: 401,
  payment_failed: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  out_of_stock: 409,
  rate_limited: 429,
  internal: 500,
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
 * One error handler for the whole app: expected failures keep their message, anything
 * else becomes a generic 500 (logged with the request id, never a stack in the response).
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const requestId = request.id;
      let status: number;
      let body: ErrorBody;

      if (error instanceof AppError) {
        status = STATUS_OF[error.code];
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
        // Fastify's own client errors: bad JSON, body too large, unsupported media type...
        status = error.statusCode;
        body = { error: codeForStatus(status), message: error.message, requestId };
      } else {
        request.log.error({ err: error }, 'request failed');
        status = 500;
        body = { error: 'internal', message: 'Something went wrong on our side. Please try again.', requestId };
      }
      return reply.status(status).header('x-request-id', requestId).send(body);
    });
  },
  { name: 'errors' },
);
