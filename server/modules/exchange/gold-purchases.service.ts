import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { GoldPurchase, RegisterEntry, RegisterList, RegisterQuery } from '#domain/exchange/gold-purchase.ts';
import type { Db } from '#server/db/client.ts';
import { escapeLike } from '#server/lib/sql-text.ts';
import { goldPurchases } from './gold-purchases.tables.ts';

type Row = typeof goldPurchases.$inferSelect;
export type NewGoldPurchase = Omit<typeof goldPurchases.$inferInsert, 'createdAt'>;

/** A purchase as every answer but the register shows it: without the seller's photo ID. */
export function purchaseAnswer(row: Row): GoldPurchase {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    estimateId: row.estimateId,
    metal: row.metal,
    fineness: row.fineness,
    grams: row.milligrams / 1000,
    description: row.description,
    offerCents: row.offerCents,
    buyRatePerGramCents: row.buyRatePerGramCents,
    rateBasis: row.rateBasis,
    lines: row.lines,
    sellerName: row.sellerName,
    sellerEmail: row.sellerEmail,
    settlement: row.settlement,
    settlementReference: row.settlementReference,
  };
}

const registerEntry = (row: Row): RegisterEntry => ({
  ...purchaseAnswer(row),
  idType: row.idType,
  idNumber: row.idNumber,
});

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(
    ...[goldPurchases.id, goldPurchases.sellerName, goldPurchases.sellerEmail, goldPurchases.description].map(
      (column) => ilike(column, pattern),
    ),
    ilike(goldPurchases.idNumber, pattern),
  );
}

/** The counter's purchases of old metal: the buy register. */
export function createGoldPurchasesService(db: Db) {
  return {
    /** Inserts the purchase unless its id is taken; answers the stored row and whether it is new. */
    async insertOnce(purchase: NewGoldPurchase): Promise<{ row: Row; created: boolean }> {
      const [inserted] = await db.insert(goldPurchases).values(purchase).onConflictDoNothing().returning();
      if (inserted) return { row: inserted, created: true };
      const [existing] = await db.select().from(goldPurchases).where(eq(goldPurchases.id, purchase.id));
      return { row: existing!, created: false };
    },

    /** Newest first, searched by seller, e-mail, ID number, description or purchase id. */
    async list(query: RegisterQuery): Promise<RegisterList> {
      const condition = searchCondition(query.q);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(goldPurchases)
          .where(condition)
          .orderBy(desc(goldPurchases.createdAt), desc(goldPurchases.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(goldPurchases).where(condition),
      ]);
      const total = counted?.total ?? 0;
      return {
        items: rows.map(registerEntry),
        total,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },

    /** Every matching entry, newest first, in pages: for the CSV. */
    async *all(q: string | undefined): AsyncGenerator<RegisterEntry> {
      const condition = searchCondition(q);
      for (let offset = 0; ; offset += 500) {
        const rows = await db
          .select()
          .from(goldPurchases)
          .where(condition ? and(condition) : undefined)
          .orderBy(desc(goldPurchases.createdAt), desc(goldPurchases.id))
          .limit(500)
          .offset(offset);
        yield* rows.map(registerEntry);
        if (rows.length < 500) return;
      }
    },
  };
}

export type GoldPurchasesService = ReturnType<typeof createGoldPurchasesService>;
