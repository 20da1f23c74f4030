import { intlLocale, type Language } from '#domain/i18n/languages.ts';
import { formatCents } from '#domain/money.ts';
import type { Order } from '#domain/orders/order.ts';
import { escapeHtml, htmlText, mailHtml } from '#server/i18n/mail-text.ts';
import { translator } from '#server/i18n/translator.ts';
import type { Actor } from '#server/modules/audit/audit.service.ts';
import type { HeldOrder } from '#server/modules/orders/pickup-orders.ts';
import { moduleServices } from '#server/modules/services.ts';
import type { MailMessage } from '#server/providers/mail/mailer.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';
import { sendOrderMail, stepInTransaction } from './order-steps.ts';
import { branchName } from './ready-email.ts';

/** The hold, in the audit log and on the trail: no one's account. */
export const PICKUP_HOLD_ACTOR: Actor = { id: 'pickup-hold', name: 'Pick-up hold', email: '' };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders cancelled per round; the rest waits for the next. */
const BATCH = 100;
/** How far back a cancelled order's refund is still looked after (a round missed for days included). */
const REFUND_LOOKBACK_DAYS = 30;

export interface PickupHoldReport {
  /** Orders this round cancelled (their pieces put back). */
  cancelled: number;
  /** Orders this round refunded and told. */
  refunded: number;
}

/**
 * The first move, the claim: cancels each pick-up order ready since before the hold, in its own
 * transaction with its pieces put back in the branches they came from and its audit entry. The
 * order's row is locked and a step is kept once per order, so of two instances one cancels it.
 */
export async function cancelUncollected(deps: WorkflowDeps, holdDays: number): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - holdDays * DAY_MS);
  const expired = await deps.services.orders.readyBefore(cutoff, BATCH);
  let cancelled = 0;
  for (const { id } of expired) {
    try {
      await deps.db.transaction((tx) =>
        stepInTransaction(moduleServices(tx), PICKUP_HOLD_ACTOR, id, {
          step: 'cancelled',
          changes: { reason: { from: null, to: `not collected within ${holdDays} days` } },
        }),
      );
      cancelled++;
    } catch (error) {
      // Collected, cancelled or refunded meanwhile (or by the other instance): nothing to do.
      deps.log.info({ err: error, orderId: id }, 'pick-up hold: order changed meanwhile; left as it is');
    }
  }
  if (cancelled > 0) deps.changes.productsChanged();
  return cancelled;
}

/**
 * The second move, which a rerun finishes: gives the money of each order the hold cancelled back
 * through the gateway (idempotent at the provider), records the refund on the order, and, once
 * per order (its `order.refund` audit entry, written under the order's lock, is the claim), tells
 * the buyer.
 */
async function refundCancelled(deps: WorkflowDeps, holdDays: number): Promise<number> {
  const since = new Date(deps.now().getTime() - (holdDays + REFUND_LOOKBACK_DAYS) * DAY_MS);
  const cancelled = await deps.services.orders.cancelledBy(PICKUP_HOLD_ACTOR.id, since);
  const done = await deps.services.audit.subjectsWith(
    'order.refund',
    cancelled.map((order) => order.id),
  );
  let refunded = 0;
  for (const held of cancelled.filter((order) => !done.has(order.id))) {
    try {
      const order = await refundOnce(deps, held);
      if (order) {
        refunded++;
        await sendOrderMail(deps, order, 'pick-up refund', (url, language) =>
          uncollectedEmail(order, url, language, holdDays),
        );
      }
    } catch (error) {
      deps.log.error({ err: error, orderId: held.id }, 'pick-up hold: refund failed; the next round tries again');
    }
  }
  return refunded;
}

/** The refund of one order; the order when this call recorded it, undefined when another did. */
async function refundOnce(deps: WorkflowDeps, held: HeldOrder): Promise<Order | undefined> {
  // Paid by store credit alone, nothing is on a card: the cancellation gave the credit back.
  const refundedCents = held.chargedCents > 0 ? await refundCard(deps, held) : 0;
  return deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    // Locks the order's row: the check below and the audit entry are one instance's at a time.
    const facts = await s.orders.recordPaymentFacts(held.reference, { refundedCents });
    if (!facts || (await s.audit.subjectsWith('order.refund', [held.id])).size > 0) return undefined;
    const order = (await s.orders.get(held.id))!;
    await s.audit.record({
      actor: PICKUP_HOLD_ACTOR,
      action: 'order.refund',
      subject: order.number,
      subjectId: order.id,
      changes: { refunded: { from: 0, to: order.refunded }, payment: { from: facts.before, to: facts.after } },
    });
    return order;
  });
}

/** The card's money given back at the gateway: the cents refunded so far. */
async function refundCard(deps: WorkflowDeps, held: HeldOrder): Promise<number> {
  const intent = await deps.gateway.release(held.reference);
  if (intent.refundedCents <= 0) throw new Error(`payment ${intent.status}, nothing refunded yet`);
  return intent.refundedCents;
}

/** One round of the hold: cancel what waited too long, then refund and tell what was cancelled. */
export async function enforcePickupHold(deps: WorkflowDeps, holdDays: number): Promise<PickupHoldReport> {
  const cancelled = await cancelUncollected(deps, holdDays);
  const refunded = await refundCancelled(deps, holdDays);
  return { cancelled, refunded };
}

/** The buyer's mail: not collected in time, so cancelled and refunded, in the account's language. */
export function uncollectedEmail(order: Order, ordersPage: string, language: Language, holdDays: number): MailMessage {
  const t = translator(language);
  const store = t('shell.store.name');
  const values = {
    number: order.number,
    branch: order.pickup ? branchName(t, order.pickup.branchId) : '',
    days: holdDays,
    amount: formatCents(order.refunded, intlLocale(language)),
    credit: formatCents(order.credit, intlLocale(language)),
  };
  // What went back where: the card's part, and the store credit's.
  const refunds = [
    ...(order.total > order.credit
      ? ['mail.pickupExpired.refunded' as const]
      : ['mail.pickupExpired.creditOnly' as const]),
    ...(order.total > order.credit && order.credit > 0 ? ['mail.pickupExpired.creditReturned' as const] : []),
  ];
  const text = [
    t('mail.order.greeting', { name: order.customer.name }),
    '',
    ...refunds.map((id) => t(id, values)),
    t('mail.pickupExpired.again'),
    '',
    t('mail.order.yourOrder', { url: ordersPage }),
    '',
    store,
  ].join('\n');
  const html = `<p>${htmlText(t, 'mail.order.greeting', { name: order.customer.name })}</p>
${refunds.map((id) => `<p>${htmlText(t, id, values)}</p>`).join('\n')}
<p>${htmlText(t, 'mail.pickupExpired.again')}</p>
<p><a href="${escapeHtml(ordersPage)}">${escapeHtml(t('mail.order.seeOrder'))}</a></p>
<p>${escapeHtml(store)}</p>`;
  return {
    to: order.customer.email,
    subject: t('mail.pickupExpired.subject', { store, number: order.number }),
    text,
    html: mailHtml(language, html),
  };
}
