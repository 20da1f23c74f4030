import { AppError } from '#domain/errors.ts';
import { localizedPath, type Language } from '#domain/i18n/languages.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderStepInput } from '#domain/orders/shipment.ts';
import { PAGES } from '#domain/pages/pages.ts';
import type { Actor } from '#server/modules/audit/audit.service.ts';
import type { StoredShipment } from '#server/modules/orders/orders.tables.ts';
import { moduleServices } from '#server/modules/services.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';
import { shippedEmail } from './shipped-email.ts';

/** The carrier's webhook, in the audit log and on the trail. */
export const CARRIER_ACTOR: Actor = { id: 'carrier-webhook', name: 'Carrier webhook', email: '' };

const ORDER_NOT_FOUND = 'problem.admin.orderNotFound';

function storedShipment(input: OrderStepInput): StoredShipment | undefined {
  if (input.status !== 'shipped') return undefined;
  const { carrierName, ...rest } = input.shipment;
  return { ...rest, carrierName: carrierName ?? null };
}

/**
 * Takes an order's next step (confirmed, shipped, delivered, cancelled) with its audit entry, in
 * one transaction: forward only, so a step back or the same step again answers 409 with the
 * order's status. A shipped order's customer is then told, with the tracking link.
 */
export async function takeOrderStep(
  deps: WorkflowDeps,
  actor: Actor,
  orderId: string,
  input: OrderStepInput,
): Promise<Order> {
  const shipment = storedShipment(input);
  const order = await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    // 'pending' is where every order starts: never a step to take.
    const result =
      input.status === 'pending'
        ? await s.orders.get(orderId).then((found) => found && { outcome: 'refused' as const, before: found.status })
        : await s.orders.takeStep(
            orderId,
            input.status,
            { id: actor === CARRIER_ACTOR ? null : actor.id, name: actor.name },
            shipment,
          );
    if (!result) throw new AppError('not_found', ORDER_NOT_FOUND);
    const order = (await s.orders.get(orderId))!;
    if (result.outcome === 'follows_payment') {
      throw new AppError('conflict', {
        reason: 'problem.admin.orderStatusFollowsPayment',
        values: { number: order.number, payment: result.payment },
      });
    }
    if (result.outcome === 'refused') {
      throw new AppError('conflict', {
        reason: 'problem.admin.orderStepRefused',
        values: { number: order.number, from: result.before, to: input.status },
      });
    }
    await s.audit.record({
      actor,
      action: 'order.status',
      subject: order.number,
      subjectId: orderId,
      changes: { status: { from: result.before, to: input.status }, ...shipmentChanges(shipment) },
    });
    return order;
  });
  if (input.status === 'shipped') await sendShippedMail(deps, order);
  return order;
}

function shipmentChanges(shipment: StoredShipment | undefined) {
  if (!shipment) return {};
  return Object.fromEntries(Object.entries(shipment).map(([field, value]) => [field, { from: null, to: value }]));
}

/** Best effort, as the confirmation: the step stands whether or not the e-mail leaves. */
async function sendShippedMail(deps: WorkflowDeps, order: Order): Promise<void> {
  try {
    const customer = await deps.services.orders.customerOf(order.id);
    const account = customer === undefined ? undefined : await deps.services.accounts.get(customer);
    const language: Language = account?.language ?? 'en';
    const ordersPage = `${deps.publicUrl}${localizedPath(PAGES.orders.path, language)}`;
    await deps.mailer.send(shippedEmail(order, ordersPage, language));
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'shipped e-mail not sent');
  }
}
