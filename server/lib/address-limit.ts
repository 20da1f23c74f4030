import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorReason } from '#domain/errors.ts';
import type { Limiter } from '../plugins/rate-limits.ts';
import { limitedAddress } from './client-address.ts';

/**
 * Counts one attempt of the caller's address (booking a visit, asking an offer for old gold): past the
 * limit, 429 with Retry-After and `reason`, whose text says how many minutes to wait.
 */
export async function takeForAddress(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
  ipv6Prefix: number,
  reason: ErrorReason,
): Promise<void> {
  const wait = await limiter.take(limitedAddress(request.ip, ipv6Prefix));
  if (wait === null) return;
  reply.header('retry-after', String(wait));
  throw new AppError('rate_limited', { reason, values: { minutes: Math.max(1, Math.ceil(wait / 60)) } });
}
