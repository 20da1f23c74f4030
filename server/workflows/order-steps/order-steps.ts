import { AppError } from '#domain/errors.ts';
import { localizedPath, type Language } from '#domain/i18n/languages.ts';
import type { HandoverInput } from '#domain/orders/handover.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderStep } from '#domain/orders/order-status.ts';
import type { OrderStepInput } from '#domain/orders/shipment.ts';
import { PAGES } from '#domain/pages/pages.ts';
import type { Actor } from '#server/modules/audit/audit.service.ts';
import type { StoredShipment } from '#server/modules/orders/orders.tables.ts';
import type { MailMessage } from '#server/providers/mail/mailer.ts';
import { moduleServices, type ModuleServices } from '#server/modules/services.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';
import { readyEmail } from './ready-email.ts';
import { shippedEmail } from './shipped-email.ts';

/** The carrier's webhook, in the audit log and on the trail. */
export const CARRIER_ACTOR: Actor = { id: 'carrier-webhook', name: 'Carrier webhook', email: '' };

const ORDER_NOT_FOUND = 'problem.admin.orderNotFound';

function storedShipment(input: OrderStepInput): StoredShipment | undefined {
  if (input.status !== 'shipped') return undefined;
  const { carrierName, ...rest } = input.shipment;
  return { ...rest, carrierName: carrierName ?? null };
}

interface StepRequest {
  step: OrderStep | 'pending';
  shipment?: StoredShipment;
  pickupCode?: string;
  /** More of the audit entry's changes (the parcel's fields, the photo ID checked). */
  changes?: Record<string, { from: unknown; to: unknown }>;
}

/**
 * Takes the step inside the caller's transaction, with its audit entry, or throws the 4xx that
 * says why not (409 with a sentence: a step back, one for the other kind, the wrong code). A
 * cancelled order's pieces go back to the branches they were taken from, and the store credit it
 * spent to the customer's account.
 */
export async function stepInTransaction(
  s: ModuleServices,
  actor: Actor,
  orderId: string,
  request: StepRequest,
): Promise<Order> {
  const { step } = request;
  // 'pending' is where every order starts: never a step to take.
  const result =
    step === 'pending'
      ? await s.orders.get(orderId).then((found) => found && { outcome: 'refused' as const, before: found.status })
      : await s.orders.takeStep(
          orderId,
          step,
          { id: actor === CARRIER_ACTOR ? null : actor.id, name: actor.name },
          request.shipment,
          request.pickupCode,
        );
  if (!result) throw new AppError('not_found', ORDER_NOT_FOUND);
  const order = (await s.orders.get(orderId))!;
  const number = order.number;
  const kind = order.fulfilment;
  switch (result.outcome) {
    case 'follows_payment':
      throw new AppError('conflict', {
        reason: 'problem.admin.orderStatusFollowsPayment',
        values: { number, payment: result.payment },
      });
    case 'wrong_kind':
      throw new AppError('conflict', { reason: 'problem.admin.orderStepWrongKind', values: { number, kind } });
    case 'wrong_code':
      throw new AppError('conflict', { reason: 'problem.admin.pickupCodeWrong', values: { number } });
    case 'refused':
      throw new AppError('conflict', {
        reason: 'problem.admin.orderStepRefused',
        values: { number, from: result.before, to: step, kind },
      });
  }
  let creditReturned = 0;
  if (step === 'cancelled') {
    await s.catalog.returnStock(order.lines);
    creditReturned = await s.storeCredit.returnForOrder(orderId);
  }
  await s.audit.record({
    actor,
    action: step === 'collected' ? 'order.handover' : 'order.status',
    subject: number,
    subjectId: orderId,
    changes: {
      status: { from: result.before, to: step },
      ...(creditReturned > 0 ? { creditReturned: { from: 0, to: creditReturned } } : {}),
      ...request.changes,
    },
  });
  return order;
}

/**
 * Takes an order's next step (confirmed, ready, shipped, delivered, cancelled) with its audit
 * entry, in one transaction: forward only, so a step back or the same step again answers 409
 * with the order's status. A shipped order's customer is then told, with the tracking link; a
 * pick-up's, that it is ready, with the code and the branch. A cancelled order's pieces go back.
 */
export async function takeOrderStep(
  deps: WorkflowDeps,
  actor: Actor,
  orderId: string,
  input: OrderStepInput,
  /** For the ready mail (PICKUP_HOLD_DAYS); the carrier's webhook only ever marks delivered. */
  options?: { pickupHoldDays: number },
): Promise<Order> {
  const shipment = storedShipment(input);
  const order = await deps.db.transaction((tx) =>
    stepInTransaction(moduleServices(tx), actor, orderId, {
      step: input.status,
      shipment,
      changes: shipmentChanges(shipment),
    }),
  );
  if (input.status === 'cancelled') deps.changes.productsChanged();
  if (input.status === 'shipped') {
    await sendOrderMail(deps, order, 'shipped', (url, language) => shippedEmail(order, url, language));
  }
  if (input.status === 'ready' && options) {
    await sendOrderMail(deps, order, 'ready', (url, language) =>
      readyEmail(order, url, language, options.pickupHoldDays),
    );
  }
  return order;
}

/**
 * Hands a pick-up order over at the counter: only from ready, only with the code the buyer gives
 * (a wrong one is 409 and never says the right one), and only once the staff member checked the
 * photo ID (the schema asks for it). The collected step and an `order.handover` audit entry.
 */
export async function handOverOrder(
  deps: WorkflowDeps,
  actor: Actor,
  orderId: string,
  input: HandoverInput,
): Promise<Order> {
  return deps.db.transaction((tx) =>
    stepInTransaction(moduleServices(tx), actor, orderId, {
      step: 'collected',
      pickupCode: input.code,
      changes: { photoIdChecked: { from: null, to: true } },
    }),
  );
}

function shipmentChanges(shipment: StoredShipment | undefined) {
  if (!shipment) return {};
  return Object.fromEntries(Object.entries(shipment).map(([field, value]) => [field, { from: null, to: value }]));
}

/** The account's language (English when there is none), for a mail to the order's buyer. */
export async function buyerLanguage(deps: WorkflowDeps, orderId: string): Promise<Language> {
  const customer = await deps.services.orders.customerOf(orderId);
  const account = customer === undefined ? undefined : await deps.services.accounts.get(customer);
  return account?.language ?? 'en';
}

/**
 * Best effort, as the confirmation: the step stands whether or not the e-mail leaves. The log
 * names the order, never the mail's words (a ready mail holds the pick-up code).
 */
export async function sendOrderMail(
  deps: WorkflowDeps,
  order: Order,
  kind: string,
  write: (ordersPage: string, language: Language) => MailMessage,
): Promise<void> {
  try {
    const language = await buyerLanguage(deps, order.id);
    const ordersPage = `${deps.publicUrl}${localizedPath(PAGES.orders.path, language)}`;
    await deps.mailer.send(write(ordersPage, language));
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, `${kind} e-mail not sent`);
  }
}
