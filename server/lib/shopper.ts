import { createHash, randomBytes } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A visitor's cart and wishlist live on the server behind this cookie: an unguessable random
 * token, httpOnly, sent only to this site. The database keeps only its hash, as the owner id.
 */
export const VISITOR_COOKIE = 'shop_visitor';
const VISITOR_DAYS = 90;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Every visitor's owner id starts so; a user's id never does (cleared after RETENTION_DAYS: server/jobs/retention.ts). */
export const VISITOR_OWNER_PREFIX = 'visitor_';

function ownerOfToken(token: string): string {
  return `${VISITOR_OWNER_PREFIX}${createHash('sha256').update(token).digest('base64url')}`;
}

/** The visitor owner id from a Cookie header, or null when it carries no (well-formed) token. */
export function visitorOwnerFromCookies(cookieHeader: string | undefined | null): string | null {
  if (!cookieHeader?.includes(VISITOR_COOKIE)) return null;
  const token = parseCookie(cookieHeader)[VISITOR_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? ownerOfToken(token) : null;
}

/**
 * Whose cart and wishlist a request reaches: the signed-in user's, else the visitor's. With
 * `create`, a visitor without a token gets one (set on the reply); otherwise null means an
 * empty cart that nobody has written to yet.
 */
export function shopperOf(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { create: true; secure: boolean },
): string;
export function shopperOf(request: FastifyRequest): string | null;
export function shopperOf(
  request: FastifyRequest,
  reply?: FastifyReply,
  options?: { create: true; secure: boolean },
): string | null {
  if (request.user) return request.user.id;
  const existing = visitorOwnerFromCookies(request.headers.cookie);
  if (existing || !reply || !options?.create) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.header(
    'set-cookie',
    stringifySetCookie(VISITOR_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      path: '/',
      maxAge: VISITOR_DAYS * 24 * 60 * 60,
    }),
  );
  return ownerOfToken(token);
}
