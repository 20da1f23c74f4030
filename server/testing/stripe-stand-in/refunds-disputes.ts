import { ApiError, invalidParam, unexpectedState } from './api-error.ts';
import type { StripeAccount } from './account.ts';
import { copy, now, stripeId } from './ids.ts';
import type { DisputeStatus, StandInCharge, StandInDispute, StandInRefund } from './objects.ts';
import { integer, mergeMetadata, oneOf, required, text, type Params } from './params.ts';

const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

export function refund(account: StripeAccount, params: Params): StandInRefund {
  const chargeId = text(params, 'charge');
  const intent =
    chargeId === undefined
      ? account.findIntent(required(text(params, 'payment_intent'), 'payment_intent'), 'payment_intent')
      : account.findIntent(account.findCharge(chargeId).payment_intent);
  const reason = oneOf(params, 'reason', REFUND_REASONS) ?? null;
  const requested = integer(params, 'amount');
  const metadata = mergeMetadata({}, params);
  if (intent.status !== 'succeeded') {
    throw unexpectedState(intent, `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
  }
  const charge = account.latestCharge(intent);
  const refundable = charge.amount_captured - charge.amount_refunded;
  if (refundable === 0) {
    throw new ApiError(
      400,
      {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${charge.id} has already been refunded.`,
      },
      true,
    );
  }
  const amount = requested ?? refundable;
  if (amount < 1) throw invalidParam('amount', `Invalid positive integer: ${amount}`, 'parameter_invalid_integer');
  if (amount > refundable) {
    throw invalidParam(
      'amount',
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${refundable}).`,
      'amount_too_large',
    );
  }
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount_captured;
  return {
    id: stripeId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    currency: charge.currency,
    metadata,
    payment_intent: intent.id,
    reason,
    status: 'succeeded',
    created: now(),
  };
}

export function chargeOf(account: StripeAccount, intentId: string): StandInCharge {
  const intent = account.intents.get(intentId);
  if (!intent?.latest_charge) throw new Error(`PaymentIntent ${intentId} has no charge.`);
  return copy(account.findCharge(intent.latest_charge));
}

export function openDispute(account: StripeAccount, intentId: string, reason: string): StandInDispute {
  const intent = account.intents.get(intentId);
  if (!intent || intent.status !== 'succeeded') {
    throw new Error(`PaymentIntent ${intentId} has no captured charge to dispute.`);
  }
  const charge = account.latestCharge(intent);
  if (charge.disputed) throw new Error(`Charge ${charge.id} is already disputed.`);
  charge.disputed = true;
  const dispute: StandInDispute = {
    id: stripeId('dp'),
    object: 'dispute',
    amount: charge.amount_captured - charge.amount_refunded,
    charge: charge.id,
    currency: charge.currency,
    payment_intent: intent.id,
    reason,
    status: 'needs_response',
    is_charge_refundable: false,
    metadata: {},
    created: now(),
    livemode: false,
  };
  account.disputes.set(dispute.id, dispute);
  return copy(dispute);
}

export function settleDispute(account: StripeAccount, id: string, status: DisputeStatus): StandInDispute {
  const dispute = account.disputes.get(id);
  if (!dispute) throw new Error(`No such dispute: '${id}'`);
  if (['won', 'lost', 'warning_closed'].includes(dispute.status)) {
    throw new Error(`Dispute ${id} is already closed (${dispute.status}).`);
  }
  dispute.status = status;
  return copy(dispute);
}
