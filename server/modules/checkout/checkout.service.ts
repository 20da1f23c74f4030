import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { ShippingAddress } from '#domain/checkout/shipping.ts';
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
  totalCents: number;
  expiresAt: Date;
  paymentGateway: PaymentGatewayKind;
}

/** Open (never paid) quotes expired before `cutoff` that hold no payment: none was made, or it was given up. */
const abandoned = (cutoff: Date) =>
  and(
    eq(checkoutQuotes.status, 'open'),
    lt(checkoutQuotes.expiresAt, cutoff),
    or(isNull(checkoutQuotes.paymentIntentId), isNotNull(checkoutQuotes.paymentReleasedAt)),
  );

/**
 * A quote made before lines kept their breakup has none: such a line reads as `breakup: null`,
 * as its order line will. One made before lines kept the Arabic name reads as `nameAr: null`.
 */
function withBreakups<Row extends QuoteRow | undefined>(row: Row): Row {
  if (!row || row.lines.every((line) => line.breakup !== undefined && line.nameAr !== undefined)) return row;
  return {
    ...row,
    lines: row.lines.map((line) => ({ ...line, breakup: line.breakup ?? null, nameAr: line.nameAr ?? null })),
  };
}

/** Checkout quotes: the priced cart a payment is made for. */
export function createCheckoutService(db: Db) {
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

    async setShipping(id: string, shipping: ShippingAddress): Promise<void> {
      await db.update(checkoutQuotes).set({ shipping, updatedAt: new Date() }).where(eq(checkoutQuotes.id, id));
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

    /**
     * Open quotes whose hold ended before `cutoff` and whose payment was not given up yet, in id
     * order after `afterId`, at most `limit`.
     */
    async unreleasedExpiredBefore(cutoff: Date, afterId: string, limit: number): Promise<QuoteRow[]> {
      const rows = await db
        .select()
        .from(checkoutQuotes)
        .where(
          and(
            eq(checkoutQuotes.status, 'open'),
            lt(checkoutQuotes.expiresAt, cutoff),
            isNull(checkoutQuotes.paymentReleasedAt),
            gt(checkoutQuotes.id, afterId),
          ),
        )
        .orderBy(asc(checkoutQuotes.id))
        .limit(limit);
      return rows.map(withBreakups);
    },

    /**
     * Open quotes of this gateway whose payment may have been authorized: a payment was made and
     * not given up, and the shipping was given (the last step before the card). In id order after
     * `afterId`, at most `limit`. For the payment recovery (workflows/payments/payment-recovery.ts).
     */
    async awaitingPayment(gateway: PaymentGatewayKind, afterId: string, limit: number): Promise<QuoteRow[]> {
      const rows = await db
        .select()
        .from(checkoutQuotes)
        .where(
          and(
            eq(checkoutQuotes.status, 'open'),
            eq(checkoutQuotes.paymentGateway, gateway),
            isNotNull(checkoutQuotes.paymentIntentId),
            isNull(checkoutQuotes.paymentReleasedAt),
            isNotNull(checkoutQuotes.shipping),
            gt(checkoutQuotes.id, afterId),
          ),
        )
        .orderBy(asc(checkoutQuotes.id))
        .limit(limit);
      return rows.map(withBreakups);
    },

    /** Records that the quote's payment was given up (only while the quote is open). */
    async markPaymentReleased(id: string, at: Date): Promise<void> {
      await db
        .update(checkoutQuotes)
        .set({ paymentReleasedAt: at, updatedAt: new Date() })
        .where(
          and(eq(checkoutQuotes.id, id), eq(checkoutQuotes.status, 'open'), isNull(checkoutQuotes.paymentReleasedAt)),
        );
    },

    /**
     * Ids of quotes never paid that expired before `cutoff` and hold no payment (none was made, or it
     * was given up), in id order after `afterId`, at most `limit`.
     */
    async openExpiredBefore(cutoff: Date, afterId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: checkoutQuotes.id })
        .from(checkoutQuotes)
        .where(and(abandoned(cutoff), gt(checkoutQuotes.id, afterId)))
        .orderBy(asc(checkoutQuotes.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Removes these quotes if they are still as `openExpiredBefore` found them. Returns how many. */
    async removeOpenExpired(ids: readonly string[], cutoff: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const removed = await db
        .delete(checkoutQuotes)
        .where(and(inArray(checkoutQuotes.id, [...ids]), abandoned(cutoff)))
        .returning({ id: checkoutQuotes.id });
      return removed.length;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
