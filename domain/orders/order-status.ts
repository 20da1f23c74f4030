import type { FulfilmentKind } from '../checkout/fulfilment.ts';

/** Every status but pending, where each order starts (a function: FULFILMENT_STATUSES is built from it before ORDER_STEPS is). */
function orderSteps() {
  return ['confirmed', 'ready', 'collected', 'shipped', 'delivered', 'cancelled'] as const;
}

/**
 * What the shop does with an order, set by staff (and by a carrier's webhook for delivered). It only
 * moves forward: a shipped order pending → confirmed → shipped → delivered, cancelled only before it
 * ships; a pick-up pending → confirmed → ready → collected, cancelled only before it is collected.
 */
export const FULFILMENT_STATUSES = ['pending', ...orderSteps()] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/**
 * What became of an order's money after it was captured, as the payment provider reports it (a
 * refund or a card dispute made in Stripe's dashboard or by the card holder's bank).
 */
export const PAYMENT_STATES = ['paid', 'partially_refunded', 'refunded', 'disputed', 'dispute_lost'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * The status an order shows: its payment's once money went back or is in dispute, otherwise the
 * admins' fulfilment status. Only 'pending' and 'confirmed' can be set by hand.
 */
export const ORDER_STATUSES = [
  ...FULFILMENT_STATUSES,
  'partially_refunded',
  'refunded',
  'disputed',
  'dispute_lost',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How each status reads on a pill, for shoppers and admins alike. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  ready: 'Ready for pick-up',
  collected: 'Collected',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  disputed: 'Disputed',
  dispute_lost: 'Dispute lost',
};

/** The statuses of an order whose pieces are in the buyer's hands: delivered, or collected at a branch. */
export const RECEIVED_STATUSES = ['delivered', 'collected'] as const satisfies readonly FulfilmentStatus[];

/** The steps an order takes after it is placed; each is one row of its trail. */
export const ORDER_STEPS = orderSteps();
export type OrderStep = (typeof ORDER_STEPS)[number];

/** The steps each status may take next, by kind: forward only, and no cancelling a piece already handed on. */
const NEXT_STEPS: Readonly<Record<FulfilmentKind, Partial<Record<FulfilmentStatus, readonly OrderStep[]>>>> = {
  ship: {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['shipped', 'cancelled'],
    shipped: ['delivered'],
  },
  pickup: {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['ready', 'cancelled'],
    ready: ['collected', 'cancelled'],
  },
};

/** The steps only one kind of order takes: a pick-up is never shipped, a parcel never collected. */
const STEP_KIND: Readonly<Partial<Record<OrderStep, FulfilmentKind>>> = {
  shipped: 'ship',
  delivered: 'ship',
  ready: 'pickup',
  collected: 'pickup',
};

/** Whether an order of this kind ever takes this step (cancelling and confirming are for both). */
export function stepFitsKind(step: OrderStep, kind: FulfilmentKind): boolean {
  return (STEP_KIND[step] ?? kind) === kind;
}

export function nextSteps(status: OrderStatus, kind: FulfilmentKind = 'ship'): readonly OrderStep[] {
  return (FULFILMENT_STATUSES as readonly string[]).includes(status)
    ? (NEXT_STEPS[kind][status as FulfilmentStatus] ?? [])
    : [];
}

export function canStep(from: FulfilmentStatus, to: FulfilmentStatus, kind: FulfilmentKind = 'ship'): to is OrderStep {
  return (nextSteps(from, kind) as readonly string[]).includes(to);
}

export function orderStatus(fulfilment: FulfilmentStatus, payment: PaymentState): OrderStatus {
  return payment === 'paid' ? fulfilment : payment;
}

/** A dispute's state, with Stripe's names (the `warning_*` ones are inquiries: no money withdrawn yet). */
export const DISPUTE_STATUSES = [
  'warning_needs_response',
  'warning_under_review',
  'warning_closed',
  'needs_response',
  'under_review',
  'won',
  'lost',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/**
 * How far a dispute has gone: a dispute only moves forward, so an event carrying a lower stage
 * than the one recorded is an old one delivered late and changes nothing.
 */
export function disputeStage(status: DisputeStatus): number {
  if (status === 'won' || status === 'lost' || status === 'warning_closed') return 3;
  if (status === 'under_review' || status === 'warning_under_review') return 2;
  return 1;
}

/**
 * The payment state from the provider's facts: an open dispute first (the money is held by the
 * bank), then a lost one, then refunds. A dispute won or an inquiry closed leaves the money paid.
 */
export function paymentState(facts: {
  totalCents: number;
  refundedCents: number;
  disputeStatus: DisputeStatus | null;
}): PaymentState {
  const { disputeStatus } = facts;
  if (disputeStatus !== null && disputeStage(disputeStatus) < 3) return 'disputed';
  if (disputeStatus === 'lost') return 'dispute_lost';
  if (facts.refundedCents >= facts.totalCents && facts.totalCents > 0) return 'refunded';
  if (facts.refundedCents > 0) return 'partially_refunded';
  return 'paid';
}
