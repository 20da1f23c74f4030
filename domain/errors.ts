import { z } from 'zod';
import {
  ERROR_REASONS,
  problemSchema,
  problemValue,
  type ErrorReason,
  type FieldProblem,
  type Problem,
  type ProblemValues,
} from './error-reasons.ts';

export { ERROR_REASONS, type ErrorReason, type FieldProblem, type Problem, type ProblemValues };

export const ERROR_CODES = [
  'invalid_input',
  'not_found',
  'conflict',
  'unauthorized',
  'forbidden',
  /** An admin route, for an account with two-factor on, from a session that has not passed it. */
  'second_factor_required',
  /** An admin route under ADMIN_2FA=required, for an admin who has not turned two-factor on. */
  'second_factor_setup_required',
  'rate_limited',
  'out_of_stock',
  /** The quoted prices expired and the rates moved: ask for a new quote. */
  'quote_expired',
  /** A piece is priced from a rate the shop does not stand behind now (domain/rates/rate-trust.ts). */
  'price_under_review',
  'payment_failed',
  /** A service the request needs (the database, the rate-limit store) is unreachable for now: 503 with Retry-After. */
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** What every failed API call answers with. */
export const errorBody = /* @__PURE__ */ z.object({
  error: z.enum(ERROR_CODES),
  /** The text's id and values: the page writes it in its own language. */
  reason: z.enum(ERROR_REASONS),
  values: z.record(z.string(), problemValue).optional(),
  /** The reason's text in the request's language (Accept-Language), for any other client. */
  message: z.string(),
  requestId: z.string().optional(),
  /** Each refused field's text, in the request's language. */
  fields: z.record(z.string(), z.string()).optional(),
  /** The same, as ids and values (fieldMessages in web/src/lib/api-error.ts writes them). */
  fieldProblems: z.record(z.string(), problemSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * An expected failure with a stable code (the server maps it to an HTTP status) and a listed
 * reason. `fields` names the refused fields, each with its problem, or with an English sentence
 * (a schema's) that the error handler turns into one.
 */
export class AppError extends Error {
  readonly reason: ErrorReason;
  readonly values?: ProblemValues;

  constructor(
    readonly code: ErrorCode,
    problem: ErrorReason | Problem,
    readonly fields?: Record<string, FieldProblem | string>,
  ) {
    const { reason, values } = typeof problem === 'string' ? { reason: problem, values: undefined } : problem;
    // The log's text: the id and its values (the reader's sentence is written per request).
    super(values ? `${reason} ${JSON.stringify(values)}` : reason);
    this.name = 'AppError';
    this.reason = reason;
    if (values) this.values = values;
  }
}
