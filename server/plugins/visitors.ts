import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type Problem } from '#domain/errors.ts';
import { limitedAddress } from '../lib/client-address.ts';
import { shopperOf, visitorOwnerFromCookies } from '../lib/shopper.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whose cart or wishlist a write goes to: the signed-in user's, a visitor's the shop already
     * knows, or a new visitor's (its cookie set on the reply), counted against the client address's
     * limit of new visitors. A 429 when that limit is used up.
     */
    shopperForWrite(request: FastifyRequest, reply: FastifyReply): Promise<string>;
  }
}

export interface VisitorsOptions {
  /** New visitors one client address may start in the window (RATE_LIMIT_NEW_VISITOR_*). */
  limit: { perIp: number; windowMinutes: number };
  /** An IPv6 client is counted by its network of this many bits. */
  ipv6Prefix: number;
  secureCookies: boolean;
}

function tooManyNewVisitors(retryAfterSeconds: number): Problem {
  return { reason: 'problem.tooManyNewCarts', values: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } };
}

/**
 * Every cookieless cart or wishlist write makes a visitor, whose lines the server keeps (until
 * RETENTION_DAYS: server/jobs/retention.ts): so how many one address may start is limited. A visitor
 * counts as new when its cookie is missing or nothing is stored behind it; a made-up cookie (any
 * well-formed token maps to an owner id) is a new visitor too, so it cannot step round the limit.
 * Signed-in shoppers and visitors with a cart or wishlist are never counted.
 */
export const visitorsPlugin = fp(
  async (app: FastifyInstance, options: VisitorsOptions) => {
    const newVisitors = app.limiter('visitors:new:ip', {
      points: options.limit.perIp,
      windowSeconds: options.limit.windowMinutes * 60,
    });

    app.decorate('shopperForWrite', async (request: FastifyRequest, reply: FastifyReply): Promise<string> => {
      if (request.user) return request.user.id;
      const visitor = visitorOwnerFromCookies(request.headers.cookie);
      if (visitor) {
        const [inCart, inWishlist] = await Promise.all([
          app.services.cart.hasItems(visitor),
          app.services.wishlist.hasItems(visitor),
        ]);
        if (inCart || inWishlist) return visitor;
      }
      const wait = await newVisitors.take(limitedAddress(request.ip, options.ipv6Prefix));
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw new AppError('rate_limited', tooManyNewVisitors(wait));
      }
      return visitor ?? shopperOf(request, reply, { create: true, secure: options.secureCookies });
    });
  },
  { name: 'visitors', dependencies: ['rate-limits', 'services'] },
);
