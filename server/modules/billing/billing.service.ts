import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { BillingList, BillingQuery, BillingRecord } from '#domain/admin/billing.ts';
import type { ShippingAddress } from '#domain/checkout/shipping.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { escapeLike } from '#server/lib/sql-text.ts';
import { billingRecords } from './billing.tables.ts';

export interface NewBillingRecord {
  orderId: string;
  userId: string;
  email: string;
  shipping: ShippingAddress;
  totalCents: number;
  quantity: number;
  itemNames: string[];
}

type Row = typeof billingRecords.$inferSelect;

function toRecord(row: Row): BillingRecord {
  return {
    id: row.id,
    orderId: row.orderId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    zip: row.zip,
    address: row.address,
    city: row.city,
    state: row.state,
    total: row.totalCents,
    quantity: row.quantity,
    items: row.itemNames,
    date: row.createdAt.toISOString(),
  };
}

function search(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(
    ...[
      billingRecords.name,
      billingRecords.email,
      billingRecords.phone,
      billingRecords.city,
      billingRecords.state,
      billingRecords.zip,
    ].map((column) => ilike(column, pattern)),
    sql`${billingRecords.itemNames}::text ilike ${pattern}`,
  );
}

/** The customer details given at checkout (the dashboard's Billing Detail), one per order. */
export function createBillingService(db: Db) {
  return {
    async record(record: NewBillingRecord): Promise<void> {
      await db.insert(billingRecords).values({
        id: newId('bill'),
        orderId: record.orderId,
        userId: record.userId,
        name: record.shipping.name,
        email: record.email,
        phone: record.shipping.phone,
        address: record.shipping.street,
        city: record.shipping.city,
        state: record.shipping.state,
        zip: record.shipping.zip,
        totalCents: record.totalCents,
        quantity: record.quantity,
        itemNames: record.itemNames,
      });
    },

    /** Newest first; `q` matches name, e-mail, phone, city, state, ZIP or an item's name. */
    async list(query: BillingQuery): Promise<BillingList> {
      const condition = search(query.q);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(billingRecords)
          .where(condition)
          .orderBy(desc(billingRecords.createdAt), desc(billingRecords.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(billingRecords).where(condition),
      ]);
      const total = counted?.total ?? 0;
      return {
        items: rows.map(toRecord),
        total,
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(total / query.pageSize),
      };
    },

    /** Every matching record, newest first, read a batch at a time (for the CSV export). */
    async *all(q: string | undefined, batch = 500): AsyncGenerator<BillingRecord> {
      let afterId: string | undefined;
      for (;;) {
        const rows = await db
          .select()
          .from(billingRecords)
          .where(
            and(
              search(q),
              // Resumes after the last row by the stored timestamp itself: a JavaScript Date keeps
              // milliseconds only, and rows sharing the millisecond would be skipped.
              afterId
                ? sql`(${billingRecords.createdAt}, ${billingRecords.id}) < (select b.created_at, b.id from ${billingRecords} b where b.id = ${afterId})`
                : undefined,
            ),
          )
          .orderBy(desc(billingRecords.createdAt), desc(billingRecords.id))
          .limit(batch);
        for (const row of rows) yield toRecord(row);
        if (rows.length < batch) return;
        afterId = rows[rows.length - 1]!.id;
      }
    },

    async deleteForOrder(orderId: string): Promise<void> {
      await db.delete(billingRecords).where(eq(billingRecords.orderId, orderId));
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
