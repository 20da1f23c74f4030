import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Fulfilment, PickupContact } from '#domain/checkout/fulfilment.ts';
import type { ShippingAddress } from '#domain/checkout/shipping.ts';
import type { TaxLine } from '#domain/tax/tax-line.ts';
import type { OrderLine, PaymentGatewayKind } from '#domain/orders/order.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { checkoutQuotes, type QuoteRow } from './checkout.tables.ts';

export interface NewQuote {
  userId: string;
  lines: OrderLine[];
  itemCount: number;
  subtotalCents: number;
  taxCents: number;
  taxLines: TaxLine[];
  totalCents: number;
  creditCents: number;
  fulfilment: Fulfilment | null;
  expiresAt: Date;
  paymentGateway: PaymentGatewayKind;
}

/**
 * A quote made before lines kept their breakup has none: such a line reads as `breakup: null`,
 * as its order line will. One made before lines kept the Arabic name reads as `nameAr: null`.
 */
export function withBreakups<Row extends QuoteRow | undefined>(row: Row): Row {
  if (!row || row.lines.every((line) => line.breakup !== undefined && line.nameAr !== undefined)) return row;
  return {
    ...row,
    lines: row.lines.map((line) => ({ ...line, breakup: line.breakup ?? null, nameAr: line.nameAr ?? null })),
  };
}

/** A shopper's quotes: made, read back, and moved on as the checkout goes. */
export function createShopperQuotes(db: Db) {
  return {
    async create(quote: NewQuote): Promise<QuoteRow> {
      const [row] = await db
        .insert(checkoutQuotes)
        .values({ id: newId('quote'), ...quote })
        .returning();
      return row!;
    },

    /** A quote of this user (or of anyone, without a user: the payment webhook). */
    async get(id: string, userId?: string): Promise<QuoteRow | undefined> {
      const [row] = await db
        .select()
        .from(checkoutQuotes)
        .where(userId ? and(eq(checkoutQuotes.id, id), eq(checkoutQuotes.userId, userId)) : eq(checkoutQuotes.id, id));
      return withBreakups(row);
    },

    async byPaymentIntent(intentId: string): Promise<QuoteRow | undefined> {
      const [row] = await db.select().from(checkoutQuotes).where(eq(checkoutQuotes.paymentIntentId, intentId));
      return withBreakups(row);
    },

    /** The user's newest quote that is still open and unexpired at `now`. */
    async latestOpen(userId: string, now: Date): Promise<QuoteRow | undefined> {
      const [row] = await db
        .select()
        .from(checkoutQuotes)
        .where(
          and(eq(checkoutQuotes.userId, userId), eq(checkoutQuotes.status, 'open'), gt(checkoutQuotes.expiresAt, now)),
        )
        .orderBy(desc(checkoutQuotes.createdAt))
        .limit(1);
      return withBreakups(row);
    },

    async attachPayment(id: string, intentId: string): Promise<void> {
      await db
        .update(checkoutQuotes)
        .set({ paymentIntentId: intentId, updatedAt: new Date() })
        .where(eq(checkoutQuotes.id, id));
    },

    /** Where the order goes, or who collects it, as given on the checkout form. */
    async setRecipient(
      id: string,
      recipient: { shipping: ShippingAddress | null; pickupContact: PickupContact | null },
    ): Promise<void> {
      await db
        .update(checkoutQuotes)
        .set({ ...recipient, updatedAt: new Date() })
        .where(eq(checkoutQuotes.id, id));
    },

    async extend(id: string, expiresAt: Date): Promise<void> {
      await db.update(checkoutQuotes).set({ expiresAt, updatedAt: new Date() }).where(eq(checkoutQuotes.id, id));
    },

    async markPaid(id: string): Promise<void> {
      await db.update(checkoutQuotes).set({ status: 'paid', updatedAt: new Date() }).where(eq(checkoutQuotes.id, id));
    },

    async reopen(id: string): Promise<void> {
      await db.update(checkoutQuotes).set({ status: 'open', updatedAt: new Date() }).where(eq(checkoutQuotes.id, id));
    },

    /** The user's open quotes whose payment was not given up, but `keepId` (the one the shopper is on). */
    async openOthers(userId: string, keepId: string): Promise<QuoteRow[]> {
      const rows = await db
        .select()
        .from(checkoutQuotes)
        .where(
          and(
            eq(checkoutQuotes.userId, userId),
            eq(checkoutQuotes.status, 'open'),
            isNull(checkoutQuotes.paymentReleasedAt),
            ne(checkoutQuotes.id, keepId),
          ),
        );
      return rows.map(withBreakups);
    },
  };
}
