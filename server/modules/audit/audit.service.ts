import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditList, AuditQuery } from '#domain/admin/audit.ts';
import type { Db } from '#server/db/client.ts';
import { escapeLike } from '#server/lib/sql-text.ts';
import { newId } from '#server/lib/ids.ts';
import { auditLog } from './audit.tables.ts';

export interface Actor {
  id: string;
  name: string;
  email: string;
}

export interface NewAuditEntry {
  actor: Actor;
  action: AuditAction;
  subject: string;
  subjectId: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

/** The fields whose values differ between `before` and `after`, as from/to pairs. */
export function changesBetween(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Record<string, { from: unknown; to: unknown }> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of keys) {
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

/** The record of admin writes. Call `record` inside the write's own transaction. */
export function createAuditService(db: Db) {
  return {
    async record(entry: NewAuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        id: newId('audit'),
        actorId: entry.actor.id,
        actorName: entry.actor.name,
        actorEmail: entry.actor.email,
        action: entry.action,
        subject: entry.subject,
        subjectId: entry.subjectId,
        changes: entry.changes,
      });
    },

    /** Which of these subjects already have an entry of this action (a step taken once, e.g. a refund). */
    async subjectsWith(action: AuditAction, subjectIds: readonly string[]): Promise<Set<string>> {
      if (subjectIds.length === 0) return new Set();
      const rows = await db
        .select({ subjectId: auditLog.subjectId })
        .from(auditLog)
        .where(and(eq(auditLog.action, action), inArray(auditLog.subjectId, [...subjectIds])));
      return new Set(rows.map((row) => row.subjectId));
    },

    /** Newest first; filtered by action and by the actor's name or e-mail. */
    async list(query: AuditQuery): Promise<AuditList> {
      const where: SQL[] = [];
      if (query.action) where.push(eq(auditLog.action, query.action));
      if (query.actor) {
        const pattern = `%${escapeLike(query.actor)}%`;
        where.push(or(ilike(auditLog.actorName, pattern), ilike(auditLog.actorEmail, pattern)) as SQL);
      }
      const condition = where.length ? and(...where) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(condition)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(auditLog).where(condition),
      ]);
      const total = counted?.total ?? 0;
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
          action: row.action,
          subject: row.subject,
          subjectId: row.subjectId,
          changes: row.changes,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
