import { LRUCache } from 'lru-cache';
import type { SessionUser } from '../plugins/access.ts';

/**
 * Signed-in shoppers' sessions, as Better Auth last resolved them, kept for a few seconds so that
 * their reads (cart, wishlist, catalogue, orders, pages) do not each cost a session lookup (decision 0011).
 *
 * - Keyed by the whole signed value of the session cookie (token and signature): only a cookie
 *   Better Auth has just accepted is ever stored, and a cookie with another signature is another key.
 * - Never used by admin routes, nor by any request that writes (plugins/session.ts decides which).
 * - Bounded in entries (least recently used go first) and in time (`seconds`, and never past the
 *   session's own expiry).
 * - Everything kept for a user is dropped at once when their sessions or account change (sign-out,
 *   revoked session, password, role, two-factor, deletion), on every instance: see `accountChanged`
 *   in providers/change-bus.
 */
export interface SessionCache {
  /** Whether anything is kept at all (SESSION_CACHE_SECONDS > 0). */
  readonly enabled: boolean;
  /** The user for this cookie value, if kept and not expired. */
  get(cookieValue: string): SessionUser | undefined;
  /**
   * Marks the start of a lookup: the value to hand to `set` once Better Auth has answered. A lookup
   * that overlaps a `forget` is not stored, so an answer read before a sign-out never outlives it.
   */
  begin(): number;
  /** Keeps what Better Auth resolved for this cookie value, unless something was forgotten since `begin`. */
  set(cookieValue: string, user: SessionUser, begun: number, sessionExpiresAt: Date): void;
  /** Drops every session kept for this user, or everything when no user is named. */
  forget(userId?: string): void;
  /** Entries kept now (for tests and metrics). */
  readonly size: number;
}

export interface SessionCacheOptions {
  /** How long an entry may be used; 0 turns the cache off. */
  seconds: number;
  /** At most this many sessions are kept; the least recently used go first. */
  maxEntries: number;
  now?: () => number;
}

export function createSessionCache({ seconds, maxEntries, now = Date.now }: SessionCacheOptions): SessionCache {
  if (seconds <= 0) {
    return {
      enabled: false,
      get: () => undefined,
      begin: () => 0,
      set: () => undefined,
      forget: () => undefined,
      size: 0,
    };
  }
  const ttl = seconds * 1000;
  // Absolute lifetimes: an entry is never renewed by being read.
  const entries = new LRUCache<string, SessionUser>({ max: maxEntries, ttl, updateAgeOnGet: false });
  let generation = 0;
  return {
    enabled: true,
    get: (cookieValue) => entries.get(cookieValue),
    begin: () => generation,
    set(cookieValue, user, begun, sessionExpiresAt) {
      if (begun !== generation) return;
      const left = Math.min(ttl, sessionExpiresAt.getTime() - now());
      if (left <= 0) return;
      // Shared by every request of this session until it expires: nobody may change it.
      Object.freeze(user.session);
      entries.set(cookieValue, Object.freeze(user), { ttl: left });
    },
    forget(userId) {
      generation++;
      if (userId === undefined) {
        entries.clear();
        return;
      }
      const keys: string[] = [];
      entries.forEach((user, key) => {
        if (user.id === userId) keys.push(key);
      });
      for (const key of keys) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
