import { invalidParam, unexpectedState } from './api-error.ts';
import type { StripeAccount } from './account.ts';
import { copy, now, randomToken, stripeId } from './ids.ts';
import type { PaymentIntentStatus, StandInPaymentIntent } from './objects.ts';
import {
  amountParam,
  bool,
  currencyParam,
  expansions,
  integer,
  mergeMetadata,
  nested,
  oneOf,
  required,
  text,
  type Params,
} from './params.ts';

const CAPTURE_METHODS = ['automatic', 'automatic_async', 'manual'] as const;
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'] as const;
const CANCELABLE: PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

export function createIntent(account: StripeAccount, params: Params): StandInPaymentIntent {
  const currency = required(currencyParam(params), 'currency');
  const amount = required(amountParam(params, currency), 'amount');
  const id = stripeId('pi');
  const intent: StandInPaymentIntent = {
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_received: 0,
    // Both defaults are those of current API versions (automatic_async since 2024-04-10).
    automatic_payment_methods: {
      enabled:
        bool(nested(params, 'automatic_payment_methods'), 'enabled', 'automatic_payment_methods[enabled]') ?? true,
    },
    canceled_at: null,
    cancellation_reason: null,
    capture_method: oneOf(params, 'capture_method', CAPTURE_METHODS) ?? 'automatic_async',
    client_secret: `${id}_secret_${randomToken(25)}`,
    currency,
    description: text(params, 'description') ?? null,
    last_payment_error: null,
    latest_charge: null,
    metadata: mergeMetadata({}, params),
    payment_method: null,
    payment_method_types: ['card'],
    receipt_email: text(params, 'receipt_email') ?? null,
    status: 'requires_payment_method',
    created: now(),
    livemode: false,
  };
  account.intents.set(id, intent);
  return intent;
}

export function captureIntent(account: StripeAccount, id: string, params: Params): StandInPaymentIntent {
  const intent = account.findIntent(id);
  if (intent.status !== 'requires_capture') {
    throw unexpectedState(
      intent,
      `This PaymentIntent could not be captured because it has a status of ${intent.status}. ` +
        'Only a PaymentIntent with one of the following statuses may be captured: requires_capture.',
    );
  }
  // Partial capture refunds the rest on Stripe; the stand-in refuses it rather than get it half right.
  const toCapture = integer(params, 'amount_to_capture');
  if (toCapture !== undefined && toCapture !== intent.amount_capturable) {
    throw invalidParam('amount_to_capture', 'The Stripe stand-in only captures the full amount.');
  }
  const charge = account.latestCharge(intent);
  charge.captured = true;
  charge.amount_captured = intent.amount_capturable;
  intent.amount_received = intent.amount_capturable;
  intent.amount_capturable = 0;
  intent.status = 'succeeded';
  return intent;
}

export function cancelIntent(account: StripeAccount, id: string, params: Params): StandInPaymentIntent {
  const intent = account.findIntent(id);
  const reason = oneOf(params, 'cancellation_reason', CANCELLATION_REASONS) ?? null;
  if (!CANCELABLE.includes(intent.status)) {
    throw unexpectedState(
      intent,
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. ` +
        `Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
    );
  }
  // Canceling an authorization releases the hold: Stripe refunds the uncaptured charge.
  if (intent.status === 'requires_capture') {
    const charge = account.latestCharge(intent);
    charge.amount_refunded = charge.amount;
    charge.refunded = true;
    intent.amount_capturable = 0;
  }
  intent.status = 'canceled';
  intent.canceled_at = now();
  intent.cancellation_reason = reason;
  return intent;
}

/** The PaymentIntent as the API returns it, with `latest_charge` expanded when asked. */
export function renderIntent(account: StripeAccount, intent: StandInPaymentIntent, params: Params): object {
  const expand = expansions(params, ['latest_charge']);
  const charge = expand.has('latest_charge') && intent.latest_charge ? account.charges.get(intent.latest_charge) : null;
  return copy(charge ? { ...intent, latest_charge: charge } : intent);
}

/**
 * Stripe's search of PaymentIntents, for the clauses the shop uses: `status:'…'` and
 * `metadata['key']:'…'`, joined by AND; newest first, `limit` a page (10 by default, at most
 * 100), `page` the `next_page` token of the previous answer.
 */
export function searchIntents(account: StripeAccount, params: Params): object {
  const query = required(text(params, 'query'), 'query');
  const limit = integer(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidParam('limit', 'Limit must be between 1 and 100.');
  const clauses = query.split(/\s+AND\s+/).map((clause) => {
    const match = /^(status|metadata\['([^']+)'\]):'([^']*)'$/.exec(clause.trim());
    if (!match) throw invalidParam('query', `The stand-in cannot search for: ${clause}`);
    const [, field, key, value] = match;
    return (intent: StandInPaymentIntent) =>
      field === 'status' ? intent.status === value : intent.metadata[key!] === value;
  });
  const offset = Number(text(params, 'page') ?? '0');
  const found = [...account.intents.values()]
    .filter((intent) => clauses.every((matches) => matches(intent)))
    .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
  const page = found.slice(offset, offset + limit);
  const expand = expansions(params, ['data.latest_charge']);
  const hasMore = offset + limit < found.length;
  return copy({
    object: 'search_result',
    url: '/v1/payment_intents/search',
    has_more: hasMore,
    next_page: hasMore ? String(offset + limit) : null,
    data: page.map((intent) => {
      const charge =
        expand.has('data.latest_charge') && intent.latest_charge ? account.charges.get(intent.latest_charge) : null;
      return charge ? { ...intent, latest_charge: charge } : intent;
    }),
  });
}
