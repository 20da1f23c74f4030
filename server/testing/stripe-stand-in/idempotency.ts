import { ApiError, errorReply, type Reply } from './api-error.ts';

const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** A POST sent with an idempotency key: `scope` is the API key and the idempotency key, as Stripe scopes keys to the account. */
export interface KeyedRequest {
  scope: string;
  key: string;
  endpoint: string;
  /** The parameters, sorted: their order does not make two requests different. */
  params: string;
}

/** Stripe's idempotent requests: a key's first executed answer is replayed for the same request, and the key refused for another. */
export function createIdempotency() {
  const saved = new Map<string, { endpoint: string; params: string; reply: Reply }>();
  return {
    /** The answer the request gets without running: a refusal, or the first answer replayed; undefined to run it. */
    earlierReply({ scope, key, endpoint, params }: KeyedRequest): Reply | undefined {
      if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
        return errorReply(
          new ApiError(400, {
            type: 'invalid_request_error',
            message: `Idempotency keys can be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters long.`,
          }),
        );
      }
      const first = saved.get(scope);
      if (first && (first.endpoint !== endpoint || first.params !== params)) {
        const what =
          first.endpoint === endpoint
            ? 'with the same parameters they were first used with'
            : `for the same endpoint they were first used for (${first.endpoint} vs ${endpoint})`;
        return errorReply(
          new ApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used ${what}. Try using a key other than '${key}' if you meant to execute a different request.`,
          }),
        );
      }
      if (first) return { ...first.reply, headers: { ...first.reply.headers, 'Idempotent-Replayed': 'true' } };
      return undefined;
    },

    /** Marks the answer with its key, and keeps it if the endpoint ran (a request refused before it ran may be retried). */
    save({ scope, key, endpoint, params }: KeyedRequest, reply: Reply, executed: boolean): void {
      reply.headers['Idempotency-Key'] = key;
      if (executed) saved.set(scope, { endpoint, params, reply });
    },
  };
}
