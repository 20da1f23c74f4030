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
      const { id, email, name, role } = session.user as typeof session.user & { role: Role };
      request.user = { id, email, name, role };
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
