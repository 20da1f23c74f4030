import type { ErrorBody, ErrorCode } from '#domain/errors.ts';
import { problemMessage } from './api-error.ts';
import { currentLanguage, translateIfKnown } from './i18n.ts';

/** What a refusal says beyond its code and message: the reason's id and values, the fields' problems. */
export type ApiProblem = Partial<Pick<ErrorBody, 'reason' | 'values' | 'fieldProblems'>>;

/** A failed API call, carrying the server's stable code, its reason and message. */
export class ApiError extends Error {
  readonly reason?: ErrorBody['reason'];
  readonly values?: ErrorBody['values'];
  readonly fieldProblems?: ErrorBody['fieldProblems'];

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    { reason, values, fieldProblems }: ApiProblem = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.reason = reason;
    this.values = values;
    this.fieldProblems = fieldProblems;
  }

  /** The error a refusal's body describes. */
  static fromBody(status: number, body: ErrorBody): ApiError {
    return new ApiError(status, body.error, body.message, body.fields, body);
  }
}

type Query = Record<string, string | number | boolean | undefined>;

export function toSearchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && 'error' in body && 'message' in body;
}

async function readBody<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (isErrorBody(body)) throw ApiError.fromBody(response.status, body);
    throw new ApiError(response.status, 'internal', 'Something went wrong');
  }
  return body as T;
}

/**
 * GET /api/... typed by the shared domain schemas. The server validates every response
 * against those schemas before sending, so the browser does not ship zod to check again.
 */
export async function apiGet<T>(path: string, options: { query?: Query; signal?: AbortSignal } = {}): Promise<T> {
  const search = options.query ? toSearchParams(options.query).toString() : '';
  const response = await fetch(`/api${path}${search ? `?${search}` : ''}`, {
    headers: { accept: 'application/json', 'accept-language': currentLanguage() },
    credentials: 'same-origin',
    signal: options.signal,
  });
  return readBody<T>(response);
}

/** A state-changing call to /api/...: JSON in, JSON out, the same errors as apiGet. */
export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown = {},
): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method,
    // The page's language: the server writes an order's mails in it.
    headers: { accept: 'application/json', 'content-type': 'application/json', 'accept-language': currentLanguage() },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  return readBody<T>(response);
}

/**
 * The sentence to show for a failed call: the server's reason in the page's language
 * (problemMessage), or a hint about the connection.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return problemMessage(error);
  return translateIfKnown('We could not reach the shop. Please check your connection and try again.');
}
