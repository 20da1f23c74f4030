import { z } from 'zod';

export const ERROR_CODES = [
  'invalid_input',
  'not_found',
  'conflict',
  'unauthorized',
  'forbidden',
  'rate_limited',
  'out_of_stock',
  /** The quoted prices expired and the rates moved: ask for a new quote. */
  'quote_expired',
  'payment_failed',
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
