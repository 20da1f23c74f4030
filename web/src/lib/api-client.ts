import type { ErrorBody, ErrorCode } from '#domain/errors.ts';
import { currentLanguage, translateIfKnown } from './i18n.ts';

/** A failed API call, carrying the server's stable code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
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
    if (isErrorBody(body)) throw new ApiError(response.status, body.error, body.message, body.fields);
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
 * The sentence to show for a failed call: the server's own (in the page's language when the
 * catalogue has it), or a hint about the connection.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return translateIfKnown(error.message);
  return translateIfKnown('We could not reach the shop. Please check your connection and try again.');
}
