import { randomBytes } from 'node:crypto';
import { asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { checkRoleChange, type Role, type RoleChangeRefusal } from '#domain/accounts/roles.ts';
import type { ListUsersQuery, User, UserList } from '#domain/accounts/user.ts';
import { AppError, type ErrorReason } from '#domain/errors.ts';
import type { Language } from '#domain/i18n/languages.ts';
import type { Db } from '#server/db/client.ts';
import { escapeLike } from '#server/lib/sql-text.ts';
import type { Auth } from './better-auth.ts';
import { sessions, users } from './accounts.tables.ts';

type UserRow = typeof users.$inferSelect;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    role: row.role,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

const REFUSALS = {
  only_owner_manages_owners: 'problem.admin.onlyOwnerManagesOwners',
  cannot_demote_self: 'problem.admin.cannotDemoteSelf',
  last_owner: 'problem.admin.lastOwner',
} as const satisfies Record<RoleChangeRefusal, ErrorReason>;

export function createAccountsService(db: Db) {
  async function find(id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  return {
    async get(id: string): Promise<User | undefined> {
      const row = await find(id);
      return row ? toUser(row) : undefined;
    },

    /** The account with this e-mail (any case), or undefined. */
    async findByEmail(email: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row ? toUser(row) : undefined;
    },

    /** The language of the account's mails; undefined when there is no such account. */
    async setLanguage(id: string, language: Language): Promise<User | undefined> {
      const [row] = await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, id)).returning();
      return row ? toUser(row) : undefined;
    },

    /** Newest first; `q` matches name or e-mail, ignoring case. */
    async list(query: ListUsersQuery): Promise<UserList> {
      const where: SQL | undefined = query.q
        ? or(ilike(users.name, `%${escapeLike(query.q)}%`), ilike(users.email, `%${escapeLike(query.q)}%`))
        : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(users).where(where),
      ]);
      const total = counted?.total ?? 0;
      return {
        items: rows.map(toUser),
        total,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },

    /** The addresses of every admin and owner account (who the rate alerts are mailed to), in order. */
    async staffEmails(): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.role, ['admin', 'owner']))
        .orderBy(asc(users.email));
      return rows.map((row) => row.email);
    },

    async countByRole(role: Role): Promise<number> {
      const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, role));
      return row?.total ?? 0;
    },

    /**
     * Call inside a transaction (workflows/admin does): the owners' rows are locked first, in one
     * order, so two changes at once cannot both take away "one of two" owners and leave none; the
     * roles are then read again under the lock (the actor may have just lost theirs).
     */
    async setRole(actor: { id: string; role: Role }, targetId: string, role: Role): Promise<User> {
      const owners = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'owner'))
        .orderBy(asc(users.id))
        .for('update');
      const target = await find(targetId);
      if (!target) throw new AppError('not_found', 'problem.admin.userNotFound');
      // A caller that is not a stored user (a maintenance script acting as the system) keeps its role.
      const current = { id: actor.id, role: (await find(actor.id))?.role ?? actor.role };
      const refusal = checkRoleChange(current, target, role, owners.length);
      if (refusal) throw new AppError('forbidden', REFUSALS[refusal]);
      const [updated] = await db
        .update(users)
        .set({ role, updatedAt: new Date() })
        .where(eq(users.id, targetId))
        .returning();
      return toUser(updated!);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

/** A random password that meets the policy, for the first owner account. */
function generatePassword(): string {
  return `${randomBytes(12).toString('base64url')}Aa7`;
}

/**
 * Makes sure the configured owner exists and is an owner. Returns the generated password
 * when it had to create the account without ADMIN_PASSWORD (printed once by main.ts).
 */
export async function ensureOwner(
  db: Db,
  auth: Auth,
  email: string,
  password: string | undefined,
): Promise<string | undefined> {
  const normalized = email.toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, normalized)).limit(1);
  let generated: string | undefined;
  if (!existing) {
    generated = password ? undefined : generatePassword();
    try {
      const { user } = await auth.api.signUpEmail({
        body: { name: 'Shop Owner', email: normalized, password: password ?? generated! },
      });
      // Registering signs the new account in; no browser holds that session, so it goes.
      await db.delete(sessions).where(eq(sessions.userId, user.id));
    } catch (error) {
      // Another instance starting at the same moment created it first: theirs stands.
      const [created] = await db.select().from(users).where(eq(users.email, normalized)).limit(1);
      if (!created) throw error;
      generated = undefined;
    }
  }
  if (existing?.role !== 'owner') await db.update(users).set({ role: 'owner' }).where(eq(users.email, normalized));
  return generated;
}
