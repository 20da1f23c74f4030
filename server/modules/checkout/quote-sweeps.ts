import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { PaymentGatewayKind } from '#domain/orders/order.ts';
import type { Db } from '#server/db/client.ts';
import { checkoutQuotes, type QuoteRow } from './checkout.tables.ts';
import { withBreakups } from './shopper-quotes.ts';

/** Open (never paid) quotes expired before `cutoff` that hold no payment: none was made, or it was given up. */
const abandoned = (cutoff: Date) =>
  and(
    eq(checkoutQuotes.status, 'open'),
    lt(checkoutQuotes.expiresAt, cutoff),
    or(isNull(checkoutQuotes.paymentIntentId), isNotNull(checkoutQuotes.paymentReleasedAt)),
  );

/** The background jobs' batches: quotes whose hold ended, whose payment may need recovering, or that can go. */
export function createQuoteSweeps(db: Db) {
  return {
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
