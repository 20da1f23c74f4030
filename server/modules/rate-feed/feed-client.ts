import type { FeedFailure } from '#domain/rates/rate-feed.ts';

/** The largest answer the feed may send: a metals API answers in a few kilobytes. */
const MAX_FEED_ANSWER_BYTES = 1024 * 1024;

/**
 * A failed fetch: its kind and a short detail safe to log and show (no address, no key; any text
 * from the provider has the key taken out and is cut short).
 */
export class FeedError extends Error {
  constructor(
    readonly failure: FeedFailure,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'FeedError';
  }
}

/** Text from outside made safe to log: the key removed, control characters dropped, cut to 160 characters. */
export function safeText(text: string, key: string | undefined): string {
  let clean = text;
  if (key) clean = clean.split(key).join('[key]');
  // eslint-disable-next-line no-control-regex
  clean = clean.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return clean.length > 160 ? `${clean.slice(0, 159)}…` : clean;
}

export interface FeedRequest {
  url: URL;
  headers: Record<string, string>;
}

/** What an error answer says about itself, in the fields metals APIs use. */
function errorTextOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  for (const field of ['error_message', 'error', 'message']) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value) return value;
    if (typeof value === 'object' && value !== null) {
      const nested = (value as Record<string, unknown>).message ?? (value as Record<string, unknown>).info;
      if (typeof nested === 'string' && nested) return nested;
    }
  }
  return undefined;
}

async function readCapped(response: Response, signal: AbortSignal): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_FEED_ANSWER_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedError('too_large', `the answer is ${declared} bytes (at most ${MAX_FEED_ANSWER_BYTES})`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    if (signal.aborted) throw signal.reason;
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_FEED_ANSWER_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new FeedError('too_large', `the answer is over ${MAX_FEED_ANSWER_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The code of a network failure (ECONNREFUSED, ENOTFOUND, …): never the message, which may carry the address. */
function networkCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return 'no connection';
}

/**
 * GET one feed address and parse its JSON, within `timeoutMs` for the whole exchange (connecting,
 * the headers and the body). Every failure is a FeedError; nothing thrown carries the address.
 */
export async function getFeedJson(request: FeedRequest, timeoutMs: number, key: string | undefined): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = () => new FeedError('timeout', `no answer within ${timeoutMs} ms`);
  let response: Response;
  try {
    response = await fetch(request.url, {
      headers: { accept: 'application/json', ...request.headers },
      signal,
      // A redirect would send the key on to another address: refused.
      redirect: 'error',
    });
  } catch (error) {
    if (signal.aborted) throw timedOut();
    throw new FeedError('network', `the request failed (${networkCode(error)})`);
  }
  let text: string;
  try {
    text = await readCapped(response, signal);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (signal.aborted) throw timedOut();
    throw new FeedError('network', `the answer was cut off (${networkCode(error)})`);
  }
  let body: unknown;
  let parsed = true;
  try {
    body = JSON.parse(text);
  } catch {
    parsed = false;
  }
  if (!response.ok) {
    const said = parsed ? errorTextOf(body) : undefined;
    throw new FeedError('http', `HTTP ${response.status}${said ? `: ${safeText(said, key)}` : ''}`);
  }
  if (!parsed) throw new FeedError('malformed', 'the answer is not JSON');
  return body;
}
