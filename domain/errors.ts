import { z } from 'zod';

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
  'payment_failed',
  /** A service the request needs (the database, the rate-limit store) is unreachable for now: 503 with Retry-After. */
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** What every failed API call answers with. */
export const errorBody = /* @__PURE__ */ z.object({
  error: z.enum(ERROR_CODES),
  message: z.string(),
  requestId: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** An expected failure with a stable code; the server maps the code to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
