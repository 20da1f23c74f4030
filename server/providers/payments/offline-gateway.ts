import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { cardBrand, cardDetailsSchema, cardDigits } from '#domain/checkout/card.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { offlinePayments } from './offline-payments.tables.ts';
import {
  PaymentDeclined,
  type CardDetails,
  type CreatePaymentInput,
  type PaymentGateway,
  type PaymentIntent,
} from './payment-gateway.ts';

/**
 * Stripe's documented test cards that fail, with Stripe's messages. Every other number that passes
 * the card checks is authorized, as 4242 4242 4242 4242 is on Stripe.
 */
const FAILING_TEST_CARDS: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
  '4000000000000119': 'An error occurred while processing your card. Try again in a little bit.',
};

type Row = typeof offlinePayments.$inferSelect;

const LIST_PAGE = 100;

function toIntent(row: Row): PaymentIntent {
  return {
    id: row.id,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    metadata: row.metadata,
    clientSecret: null,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    lastError: null,
    refundedCents: row.refundedCents,
  };
}

/**
 * The built-in gateway, so a fresh machine can take a whole order without any provider: it
 * behaves as Stripe does for its public test cards, and keeps its ledger in our database.
 */
export function createOfflineGateway(db: Db): PaymentGateway {
  async function find(id: string): Promise<Row> {
    const [row] = await db.select().from(offlinePayments).where(eq(offlinePayments.id, id));
    if (!row) throw new Error(`No offline payment ${id}`);
    return row;
  }

  return {
    kind: 'offline',
    publishableKey: null,

    async create({ amountCents, idempotencyKey, metadata }: CreatePaymentInput) {
      const [created] = await db
        .insert(offlinePayments)
        .values({
          id: newId('pi_offline', 20),
          idempotencyKey,
          amountCents,
          currency: 'usd',
          status: 'requires_payment_method',
          metadata,
        })
        .onConflictDoNothing({ target: offlinePayments.idempotencyKey })
        .returning();
      // Made before with this key: the payment made then.
      const [row] = created
        ? [created]
        : await db.select().from(offlinePayments).where(eq(offlinePayments.idempotencyKey, idempotencyKey));
      if (!row || row.amountCents !== amountCents) {
        throw new Error('Idempotency key reused for a different payment');
      }
      return toIntent(row);
    },

    async retrieve(id) {
      return toIntent(await find(id));
    },

    async confirmWithCard(id, card: CardDetails) {
      const parsed = cardDetailsSchema().safeParse(card);
      if (!parsed.success)
        throw new PaymentDeclined(parsed.error.issues[0]?.message ?? 'Your card details are incomplete.');
      const digits = cardDigits(card.number);
      const failure = FAILING_TEST_CARDS[digits];
      if (failure) {
        const current = await find(id);
        if (current.status !== 'requires_payment_method') return toIntent(current);
        throw new PaymentDeclined(failure);
      }
      // Only a payment still waiting for a card is authorized; a retried confirmation finds it done.
      const [authorized] = await db
        .update(offlinePayments)
        .set({
          status: 'requires_capture',
          cardBrand: cardBrand(digits),
          cardLast4: digits.slice(-4),
          updatedAt: new Date(),
        })
        .where(and(eq(offlinePayments.id, id), eq(offlinePayments.status, 'requires_payment_method')))
        .returning();
      return toIntent(authorized ?? (await find(id)));
    },

    async capture(id) {
      const [captured] = await db
        .update(offlinePayments)
        .set({ status: 'succeeded', updatedAt: new Date() })
        .where(and(eq(offlinePayments.id, id), eq(offlinePayments.status, 'requires_capture')))
        .returning();
      const row = captured ?? (await find(id));
      if (row.status !== 'succeeded') throw new Error(`Cannot capture offline payment ${id} in state ${row.status}`);
      return toIntent(row);
    },

    async release(id) {
      await db
        .update(offlinePayments)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(
          and(
            eq(offlinePayments.id, id),
            inArray(offlinePayments.status, ['requires_payment_method', 'requires_capture']),
          ),
        );
      await db
        .update(offlinePayments)
        .set({ refundedCents: sql`${offlinePayments.amountCents}`, updatedAt: new Date() })
        .where(and(eq(offlinePayments.id, id), eq(offlinePayments.status, 'succeeded')));
      return toIntent(await find(id));
    },
    async refund(id, amountCents, idempotencyKey) {
      // One statement: the key is recorded with the cents, so a retry (or a race) refunds once.
      await db
        .update(offlinePayments)
        .set({
          refundedCents: sql`${offlinePayments.refundedCents} + ${amountCents}`,
          refunds: sql`${offlinePayments.refunds} || jsonb_build_object(${idempotencyKey}::text, ${amountCents}::bigint)`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(offlinePayments.id, id),
            eq(offlinePayments.status, 'succeeded'),
            sql`not (${offlinePayments.refunds} ? ${idempotencyKey})`,
            sql`${offlinePayments.refundedCents} + ${amountCents} <= ${offlinePayments.amountCents}`,
          ),
        );
      const row = await find(id);
      if (!(idempotencyKey in row.refunds)) {
        throw new Error(
          `offline payment ${id}: ${amountCents} cents cannot be refunded (${row.status}, ${row.refundedCents} refunded)`,
        );
      }
      return toIntent(row);
    },
    async cancel(id) {
      // One statement: a capture committed first leaves the payment succeeded, and it stays so.
      await db
        .update(offlinePayments)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(
          and(
            eq(offlinePayments.id, id),
            inArray(offlinePayments.status, ['requires_payment_method', 'requires_capture']),
          ),
        );
      return toIntent(await find(id));
    },
    async *listAuthorized() {
      let afterId = '';
      for (;;) {
        const rows = await db
          .select()
          .from(offlinePayments)
          .where(and(eq(offlinePayments.status, 'requires_capture'), gt(offlinePayments.id, afterId)))
          .orderBy(asc(offlinePayments.id))
          .limit(LIST_PAGE);
        for (const row of rows) yield toIntent(row);
        if (rows.length < LIST_PAGE) return;
        afterId = rows.at(-1)!.id;
      }
    },
  };
}
