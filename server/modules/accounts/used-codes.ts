import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { usedTotpCodes } from './accounts.tables.ts';

/**
 * How long a code stays refused once used: the authenticator's 30-second step and the step either
 * side that the check also accepts (RFC 6238's allowance for clock drift), so for as long as any
 * check could still take it.
 */
const USED_CODE_REFUSED_SECONDS = 90;

/** Only six digits can be a right code: nothing else is worth keeping. */
const CODE = /^\d{6}$/;

export interface CodeClaim {
  /** Gives the code back: the check refused it, so it was not used. */
  release(): Promise<void>;
}

/**
 * Claims a code for the user before it is checked, or answers `undefined` when it was used (or is
 * being checked) within its window. The claim is one atomic row write, so two requests with the same
 * code at once cannot both pass; a code that is not six digits cannot be right and is not kept.
 */
export async function claimTotpCode(db: Db, userId: string, code: unknown): Promise<CodeClaim | undefined> {
  const noClaim: CodeClaim = { release: async () => {} };
  if (typeof code !== 'string' || !CODE.test(code)) return noClaim;
  const refusedUntil = sql`now() + make_interval(secs => ${USED_CODE_REFUSED_SECONDS})`;
  const [claimed] = await db
    .insert(usedTotpCodes)
    .values({ userId, code, refusedUntil })
    .onConflictDoUpdate({
      target: [usedTotpCodes.userId, usedTotpCodes.code],
      set: { refusedUntil },
      setWhere: lt(usedTotpCodes.refusedUntil, sql`now()`),
    })
    .returning({ code: usedTotpCodes.code });
  if (!claimed) return undefined;
  return {
    async release() {
      await db
        .delete(usedTotpCodes)
        // Ours alone until released: no other request could claim the same code meanwhile.
        .where(and(eq(usedTotpCodes.userId, userId), eq(usedTotpCodes.code, code)));
    },
  };
}

/** Removes codes whose window had passed by `now` (the retention job): they would be taken again anyway. */
export async function forgetSpentTotpCodes(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(usedTotpCodes)
    .where(lt(usedTotpCodes.refusedUntil, now))
    .returning({ userId: usedTotpCodes.userId });
  return removed.length;
}
