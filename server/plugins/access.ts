import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_ACCESS_REFUSALS, adminAccess, type AdminTwoFactorPolicy } from '#domain/accounts/security.ts';
import { AppError } from '#domain/errors.ts';

/** Who may call a route. Every /api route must say it in `config.access`. */
export type AccessLevel = 'public' | 'user' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: 'customer' | 'admin' | 'owner';
  /** The account has two-factor sign-in on. */
  twoFactorEnabled: boolean;
  /** The session this request came with. */
  session: {
    id: string;
    /** It has passed the account's second factor (see modules/accounts/two-factor.ts). */
    secondFactorPassed: boolean;
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessLevel;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared level, for the authorization tests. */
    routeAccessTable: RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: AccessLevel;
}

export class MissingAccessLevelError extends Error {}

/** Routes that are not our API (docs UI assets, the auth library's own handler) are exempt. */
function needsDeclaration(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

function enforcer(policy: AdminTwoFactorPolicy) {
  return async function enforce(request: FastifyRequest, _reply: FastifyReply) {
    const access = request.routeOptions.config.access;
    const user = request.user;
    if (!user) throw new AppError('unauthorized', 'problem.signIn');
    if (access !== 'admin') return;
    // Roles are an allow-list (any stored value but admin or owner is refused), and an admin with
    // two-factor on (or, under ADMIN_2FA=required, any admin) needs a session that has passed it.
    const verdict = adminAccess(user, user.session.secondFactorPassed, policy);
    if (verdict === 'granted') return;
    throw new AppError(verdict === 'not_admin' ? 'forbidden' : verdict, ADMIN_ACCESS_REFUSALS[verdict]);
  };
}

/**
 * Declared access levels, enforced before every handler. A route without a level fails
 * start-up, so nothing reaches production unguarded by accident.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance, options: { adminTwoFactor: AdminTwoFactorPolicy }) => {
    const enforce = enforcer(options.adminTwoFactor);
    app.decorateRequest('user', null);
    const table: RouteAccess[] = [];
    app.decorate('routeAccessTable', table);
    app.addHook('onRoute', (route) => {
      const url = route.url ?? route.path;
      if (!needsDeclaration(url)) return;
      const access = route.config?.access;
      if (!access) throw new MissingAccessLevelError(`Route ${String(route.method)} ${url} declares no access level`);
      for (const method of [route.method].flat()) table.push({ method, url, access });
      // Guarded routes check first, before validation: a caller without access learns nothing
      // about the payload's shape. Public routes carry no hook at all.
      if (access !== 'public') route.preValidation = [enforce, ...[route.preValidation ?? []].flat()];
    });
  },
  { name: 'access' },
);
