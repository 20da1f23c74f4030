import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { AccountSession } from '#domain/accounts/security.ts';
import type { Db } from '#server/db/client.ts';
import { deviceName } from './device-name.ts';
import { accounts, sessions } from './accounts.tables.ts';

/**
 * An account's signed-in sessions, as its owner sees them on the security page. Sessions live
 * only in the database (Better Auth keeps no copy elsewhere here), so a deleted row is a session
 * ended at once. Tokens never leave this module.
 */
export function createSessionsService(db: Db) {
  return {
    /** The account's unexpired sessions, the most recently active first. */
    async listOf(userId: string, currentSessionId: string, now = new Date()): Promise<AccountSession[]> {
      const rows = await db
        .select({
          id: sessions.id,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
          secondFactorVerifiedAt: sessions.secondFactorVerifiedAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
      return rows.map((row) => ({
        id: row.id,
        device: deviceName(row.userAgent),
        ipAddress: row.ipAddress || null,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.updatedAt.toISOString(),
        current: row.id === currentSessionId,
        secondFactorPassed: row.secondFactorVerifiedAt !== null,
      }));
    },

    /** Ends one of the account's own sessions; false when the account has no such session. */
    async revoke(userId: string, sessionId: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return deleted.length > 0;
    },

    /** Whether the account can sign in with a password (one made with Google may have none). */
    async hasPassword(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
