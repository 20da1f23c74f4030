import type { FastifyInstance } from 'fastify';
import { sessionCookie } from './accounts.ts';

/**
 * Signs in with "Google" (the local OpenID issuer of oidc-issuer.ts, whose current identity signs
 * in) through the whole browser round trip, and returns the session cookie.
 */
export async function signInWithGoogle(app: FastifyInstance): Promise<string> {
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: { provider: 'google', callbackURL: '/', errorCallbackURL: '/login?error=google' },
  });
  if (start.statusCode !== 200) throw new Error(`Google sign-in did not start: ${start.statusCode} ${start.body}`);
  const stateCookies = [start.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  const atIssuer = await fetch(new URL(start.json<{ url: string }>().url), { redirect: 'manual' });
  const back = new URL(atIssuer.headers.get('location')!);
  const callback = await app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: stateCookies },
  });
  return sessionCookie(callback.headers['set-cookie']);
}
