import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdminRole } from '#domain/accounts/roles.ts';
import { AppError } from '#domain/errors.ts';

/** Who may call a route. Every /api route must say it in `config.access`. */
export type AccessLevel = 'public' | 'user' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: 'customer' | 'admin' | 'owner';
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

async function enforce(request: FastifyRequest, _reply: FastifyReply) {
  const access = request.routeOptions.config.access;
  if (!request.user) throw new AppError('unauthorized', 'Please sign in to continue.');
  // An allow-list: any stored role other than admin or owner (a typo, a value from a bad
  // migration, a role added later) is refused rather than let through.
  if (access === 'admin' && !isAdminRole(request.user.role)) {
    throw new AppError('forbidden', 'This needs an admin account.');
  }
}

/**
 * Declared access levels, enforced before every handler. A route without a level fails
 * start-up, so nothing reaches production unguarded by accident.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
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
