import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { Role } from '#domain/accounts/roles.ts';
import { singleCookieValue } from '../lib/cookies.ts';
import type { SessionCache } from '../lib/session-cache.ts';
import { AUTH_BASE_PATH, type Auth } from '../modules/accounts/better-auth.ts';
import type { SessionUser } from './access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Shoppers' sessions kept for their reads (decision 0011); forget through workflowDeps.changes. */
    sessionCache: SessionCache;
    /**
     * The caller's session, under the same rules as the `/api` hook (kept sessions for shoppers'
     * reads only): for what renders outside `/api`, such as pages carrying the signed-in user.
     */
    sessionUserOf(request: FastifyRequest): Promise<SessionUser | undefined>;
  }
  interface FastifyContextConfig {
    /**
     * This GET route checks the session against the database on every call, never the session cache
     * (pages about the account's own security). Admin routes and every other method always do.
     */
    freshSession?: boolean;
  }
}

/** Only requests that carry a session cookie cost a session lookup. */
export function carriesSession(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '').includes('session_token');
}

/**
 * Whether this request may be answered with a session kept in memory: only reads (GET, HEAD) of
 * routes open to shoppers. Admin routes, and every request that writes (checkout, payment, cart
 * changes, the account's sessions, roles), always ask the database, so a demoted admin or a revoked
 * session loses access at once where it matters, whatever a cache holds.
 */
export function mayUseKeptSession(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const config = request.routeOptions.config;
  return config.access !== 'admin' && config.freshSession !== true;
}

/**
 * Who is calling: fills request.user from the Better Auth session before the access check runs.
 * Admin routes and writes read the session and the role from the database on every call, so a role
 * change or a sign-out applies at once; a shopper's reads may reuse what was read for the same
 * cookie within SESSION_CACHE_SECONDS, and that copy is dropped on every instance the moment the
 * user's sessions or account change.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { auth: Auth; sessionCache: SessionCache }) => {
    const { auth, sessionCache } = options;
    app.decorate('auth', auth);
    app.decorate('sessionCache', sessionCache);
    const cookieName = (await auth.$context).authCookies.sessionToken.name;

    const lookUp = async (request: FastifyRequest): Promise<{ user: SessionUser; expiresAt: Date } | undefined> => {
      const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!session) return undefined;
      // Fields of our own and of the two-factor plugins (modules/accounts/two-factor.ts).
      const { id, email, name, role, twoFactorEnabled } = session.user as typeof session.user & {
        role: Role;
        twoFactorEnabled?: boolean | null;
      };
      const { secondFactorVerifiedAt } = session.session as typeof session.session & {
        secondFactorVerifiedAt?: Date | null;
      };
      const user: SessionUser = {
        id,
        email,
        name,
        role,
        twoFactorEnabled: twoFactorEnabled === true,
        session: { id: session.session.id, secondFactorPassed: Boolean(secondFactorVerifiedAt) },
      };
      return { user, expiresAt: new Date(session.session.expiresAt) };
    };

    const resolveUser = async (request: FastifyRequest, cookieValue: string | undefined) => {
      // Read before the lookup: an answer that overlaps a sign-out (here or on another instance)
      // is used for this request but never kept.
      const begun = sessionCache.begin();
      const found = await lookUp(request);
      if (!found) return undefined;
      if (cookieValue !== undefined) sessionCache.set(cookieValue, found.user, begun, found.expiresAt);
      return found.user;
    };

    /** The kept session when this request may use one, and the cookie value to keep it under. */
    const keptSessionOf = (request: FastifyRequest) => {
      // Only a read may use a kept session or store one; admin routes and writes always ask Better Auth.
      const cookieValue =
        sessionCache.enabled && mayUseKeptSession(request)
          ? singleCookieValue(request.headers.cookie!, cookieName)
          : undefined;
      return { cookieValue, kept: cookieValue === undefined ? undefined : sessionCache.get(cookieValue) };
    };

    app.decorate('sessionUserOf', async (request: FastifyRequest) => {
      if (!carriesSession(request)) return undefined;
      const { cookieValue, kept } = keptSessionOf(request);
      return kept ?? resolveUser(request, cookieValue);
    });

    // Most requests carry no session: they leave this hook without creating a promise, and so does
    // a shopper's read whose session is kept.
    app.addHook('onRequest', (request, _reply, done) => {
      if (
        !request.url.startsWith('/api/') ||
        request.url.startsWith(`${AUTH_BASE_PATH}/`) ||
        !carriesSession(request)
      ) {
        return done();
      }
      const { cookieValue, kept } = keptSessionOf(request);
      if (kept) {
        request.user = kept;
        return done();
      }
      resolveUser(request, cookieValue).then((user) => {
        if (user) request.user = user;
        done();
      }, done);
    });
  },
  { name: 'session', dependencies: ['access'] },
);
