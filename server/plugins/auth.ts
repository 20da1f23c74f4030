import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { Role } from '#domain/accounts/roles.ts';
import { AUTH_BASE_PATH, type Auth } from '../modules/accounts/auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

/** Only requests that carry a session cookie cost a session lookup. */
export function carriesSession(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '').includes('session_token');
}

/**
 * Who is calling: fills request.user from the Better Auth session before the access check
 * runs. The role is read from the database on every call, so a role change applies at once.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { auth: Auth }) => {
    app.decorate('auth', options.auth);
    const resolveUser = async (request: FastifyRequest) => {
      const session = await options.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!session) return;
      // Fields of our own and of the two-factor plugins (modules/accounts/second-factor.ts).
      const { id, email, name, role, twoFactorEnabled } = session.user as typeof session.user & {
        role: Role;
        twoFactorEnabled?: boolean | null;
      };
      const { secondFactorVerifiedAt } = session.session as typeof session.session & {
        secondFactorVerifiedAt?: Date | null;
      };
      request.user = {
        id,
        email,
        name,
        role,
        twoFactorEnabled: twoFactorEnabled === true,
        session: { id: session.session.id, secondFactorPassed: Boolean(secondFactorVerifiedAt) },
      };
    };
    // Most requests carry no session: they leave this hook without creating a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (
        !request.url.startsWith('/api/') ||
        request.url.startsWith(`${AUTH_BASE_PATH}/`) ||
        !carriesSession(request)
      ) {
        return done();
      }
      resolveUser(request).then(() => done(), done);
    });
  },
  { name: 'auth', dependencies: ['access'] },
);
