import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface StandInCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  refunded: boolean;
  /** Set once a dispute was opened on the charge; it stays set after the dispute closes. */
  disputed: boolean;
  paid: boolean;
  status: 'succeeded' | 'failed';
  failure_code: string | null;
  failure_message: string | null;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  payment_method: string;
  payment_method_details: {
    type: 'card';
    card: { brand: string; last4: string; exp_month: number; exp_year: number };
  };
  created: number;
  livemode: false;
}

export interface StandInPaymentError {
  type: 'card_error';
  code: 'card_declined';
  decline_code: string;
  message: string;
  charge: string;
  doc_url: string;
}

export interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean };
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic' | 'automatic_async' | 'manual';
  client_secret: string;
  currency: string;
  description: string | null;
  last_payment_error: StandInPaymentError | null;
  /** The Charge's id; the Charge itself when the request asks for `expand[]=latest_charge`. */
  latest_charge: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: PaymentIntentStatus;
  created: number;
  livemode: false;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
  created: number;
}

/** Stripe's dispute statuses; the `warning_*` ones are inquiries (no money withdrawn yet). */
export type DisputeStatus =
  | 'warning_needs_response'
  | 'warning_under_review'
  | 'warning_closed'
  | 'needs_response'
  | 'under_review'
  | 'won'
  | 'lost';

export interface StandInDispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: string;
  status: DisputeStatus;
  is_charge_refundable: boolean;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface StandInEvent {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  data: { object: unknown };
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

/** One request as it reached the stand-in; `path` has no query string. */
export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
}

export interface StripeStandIn {
  host: '127.0.0.1';
  port: number;
  protocol: 'http';
  /** Every request received, oldest first (retries included). */
  requests: StandInRequest[];
  /** A copy of the stored PaymentIntent; throws for an unknown id. */
  intent(id: string): StandInPaymentIntent;
  /**
   * Plays Stripe.js confirming the payment in the browser with a test card: 4000000000000002
   * and 4000000000009995 are declined, any other Luhn-valid number is authorized.
   */
  confirm(intentId: string, cardNumber: string): StandInPaymentIntent;
  /** A copy of the PaymentIntent's latest Charge, as a `charge.*` event carries it. */
  charge(intentId: string): StandInCharge;
  /**
   * Plays the card holder's bank opening a dispute on the captured charge (on Stripe, test card
   * 4000000000000259 does this): the whole amount is withdrawn and the dispute needs a response.
   */
  openDispute(intentId: string, reason?: string): StandInDispute;
  /** Moves a dispute on: the shop responded (`under_review`), or the bank decided (`won`, `lost`). */
  settleDispute(disputeId: string, status: DisputeStatus): StandInDispute;
  /** While true, the search API answers 500 (an outage of Stripe's search), as Stripe may. */
  searchUnavailable: boolean;
  stop(): Promise<void>;
}

/** Stripe's wire format: `a[b][c]=v` nests; `expand[]=x` and `expand[0]=x` both make lists. */
type Param = string | Params;
interface Params {
  [key: string]: Param;
}

interface ErrorBody {
  type: 'invalid_request_error' | 'idempotency_error';
  message: string;
  code?: string;
  param?: string;
  payment_intent?: StandInPaymentIntent;
}

/**
 * A failed request. `executed` says whether the endpoint ran: Stripe saves its result under the
 * idempotency key, while a request refused before it ran (bad parameters) may be retried.
 */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly executed = false,
  ) {
    super(body.message);
  }
}

const invalidParam = (param: string, message: string, code?: string) =>
  new ApiError(400, { type: 'invalid_request_error', message, param, ...(code && { code }) });

const noSuch = (kind: string, id: string, param: string) =>
  new ApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

// Stripe puts the PaymentIntent in the error so the caller sees the state it collided with.
const unexpectedState = (intent: StandInPaymentIntent, message: string) =>
  new ApiError(
    400,
    { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message, payment_intent: copy(intent) },
    true,
  );

const CAPTURE_METHODS = ['automatic', 'automatic_async', 'manual'] as const;
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'] as const;
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;
const CANCELABLE: PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
// Stripe's documented test cards that decline; https://docs.stripe.com/testing#declined-payments
const DECLINES = new Map([
  ['4000000000000002', { decline_code: 'generic_decline', message: 'Your card was declined.' }],
  ['4000000000009995', { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }],
]);

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

// Alphanumeric only, so `<id>_secret_<random>` splits back unambiguously as Stripe.js does.
const randomToken = (length: number) =>
  Array.from(randomBytes(length), (byte) => ID_ALPHABET.charAt(byte % ID_ALPHABET.length)).join('');
const stripeId = (prefix: string) => `${prefix}_${randomToken(24)}`;
const now = () => Math.floor(Date.now() / 1000);
const copy = <T>(value: T): T => structuredClone(value);

function parseParams(encoded: string): Params {
  const params: Params = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const segments = name.replaceAll(']', '').split('[');
    let target = params;
    for (const [index, segment] of segments.entries()) {
      const key = segment === '' ? String(Object.keys(target).length) : segment;
      if (index === segments.length - 1) {
        target[key] = value;
        break;
      }
      const child = target[key];
      if (typeof child === 'object') {
        target = child;
      } else {
        const created: Params = {};
        target[key] = created;
        target = created;
      }
    }
  }
  return params;
}

// `param` names the field in errors when it sits inside another, as `automatic_payment_methods[enabled]`.
function text(params: Params, name: string, param = name): string | undefined {
  const value = params[name];
  if (typeof value === 'object') throw invalidParam(param, `Invalid string: ${JSON.stringify(value)}`);
  return value;
}

function integer(params: Params, name: string): number | undefined {
  const value = text(params, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidParam(name, `Invalid integer: ${value}`, 'parameter_invalid_integer');
  return Number(value);
}

function bool(params: Params, name: string, param = name): boolean | undefined {
  const value = text(params, name, param);
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw invalidParam(param, `Invalid boolean: ${value}`, 'parameter_invalid_boolean');
}

function nested(params: Params, name: string): Params {
  const value = params[name] ?? {};
  if (typeof value === 'string') throw invalidParam(name, `Invalid object: ${value}`);
  return value;
}

function oneOf<T extends string>(params: Params, name: string, allowed: readonly T[]): T | undefined {
  const value = text(params, name);
  if (value === undefined || (allowed as readonly string[]).includes(value)) return value as T | undefined;
  throw invalidParam(name, `Invalid ${name}: must be one of ${allowed.join(', ')}`);
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined || value === '') {
    throw invalidParam(name, `Missing required param: ${name}.`, 'parameter_missing');
  }
  return value;
}

function list(params: Params, name: string): string[] {
  const value = params[name];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : Object.values(value).filter((item) => typeof item === 'string');
}

function expansions(params: Params, expandable: string[]): Set<string> {
  const fields = list(params, 'expand');
  for (const field of fields) {
    if (!expandable.includes(field)) throw invalidParam('expand', `This property cannot be expanded (${field}).`);
  }
  return new Set(fields);
}

/** Stripe's largest charge: eight digits in the currency's smallest unit ($999,999.99). */
const MAXIMUM_AMOUNT = 99_999_999;

function amountParam(params: Params, currency: string): number | undefined {
  const amount = integer(params, 'amount');
  // USD's minimum charge is $0.50; other currencies only need a positive amount here.
  const minimum = currency === 'usd' ? 50 : 1;
  if (amount !== undefined && amount < minimum) {
    throw invalidParam('amount', `Amount must be at least ${minimum} ${currency}`, 'amount_too_small');
  }
  if (amount !== undefined && amount > MAXIMUM_AMOUNT) {
    throw invalidParam(
      'amount',
      currency === 'usd' ? 'Amount must be no more than $999,999.99' : `Amount must be no more than ${MAXIMUM_AMOUNT}`,
      'amount_too_large',
    );
  }
  return amount;
}

function currencyParam(params: Params): string | undefined {
  const currency = text(params, 'currency')?.toLowerCase();
  if (currency !== undefined && !/^[a-z]{3}$/.test(currency)) {
    throw invalidParam('currency', `Invalid currency: ${currency}`);
  }
  return currency;
}

/** Stripe merges metadata: an empty value unsets that key, an empty `metadata` unsets them all. */
function mergeMetadata(current: Record<string, string>, params: Params): Record<string, string> {
  const update = params.metadata;
  if (update === undefined) return current;
  if (update === '') return {};
  if (typeof update === 'string') throw invalidParam('metadata', 'Invalid object');
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (typeof value !== 'string') throw invalidParam(`metadata[${key}]`, 'Metadata values must be strings.');
    if (key.length > 40) throw invalidParam(`metadata[${key}]`, 'Metadata keys can be at most 40 characters long.');
    if (value.length > 500) throw invalidParam(`metadata[${key}]`, 'Metadata values can be at most 500 characters.');
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  if (Object.keys(merged).length > 50) throw invalidParam('metadata', 'Metadata can have at most 50 keys.');
  return merged;
}

function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (const [index, char] of [...number].reverse().entries()) {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum % 10 === 0;
}

function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

/** The account's objects, changed only through the API calls and `confirm`. */
class StripeState {
  private readonly intents = new Map<string, StandInPaymentIntent>();
  private readonly charges = new Map<string, StandInCharge>();
  private readonly disputes = new Map<string, StandInDispute>();

  createIntent(params: Params): StandInPaymentIntent {
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
    this.intents.set(id, intent);
    return intent;
  }

  findIntent(id: string, param = 'intent'): StandInPaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw noSuch('payment_intent', id, param);
    return intent;
  }

  capture(id: string, params: Params): StandInPaymentIntent {
    const intent = this.findIntent(id);
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
    const charge = this.latestCharge(intent);
    charge.captured = true;
    charge.amount_captured = intent.amount_capturable;
    intent.amount_received = intent.amount_capturable;
    intent.amount_capturable = 0;
    intent.status = 'succeeded';
    return intent;
  }

  cancel(id: string, params: Params): StandInPaymentIntent {
    const intent = this.findIntent(id);
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
      const charge = this.latestCharge(intent);
      charge.amount_refunded = charge.amount;
      charge.refunded = true;
      intent.amount_capturable = 0;
    }
    intent.status = 'canceled';
    intent.canceled_at = now();
    intent.cancellation_reason = reason;
    return intent;
  }

  refund(params: Params): StandInRefund {
    const chargeId = text(params, 'charge');
    const intent =
      chargeId === undefined
        ? this.findIntent(required(text(params, 'payment_intent'), 'payment_intent'), 'payment_intent')
        : this.findIntent(this.findCharge(chargeId).payment_intent);
    const reason = oneOf(params, 'reason', REFUND_REASONS) ?? null;
    const requested = integer(params, 'amount');
    const metadata = mergeMetadata({}, params);
    if (intent.status !== 'succeeded') {
      throw unexpectedState(intent, `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
    }
    const charge = this.latestCharge(intent);
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

  confirm(intentId: string, cardNumber: string): StandInPaymentIntent {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`No such payment_intent: '${intentId}'`);
    if (intent.status !== 'requires_payment_method') {
      throw new Error(`PaymentIntent ${intentId} cannot be confirmed: its status is ${intent.status}.`);
    }
    const number = cardNumber.replace(/[\s-]/g, '');
    // Stripe.js refuses such a number in the browser; the request never reaches Stripe.
    if (!luhnValid(number)) throw new Error('Your card number is invalid.');
    const decline = DECLINES.get(number);
    const authorize = intent.capture_method === 'manual';
    const charge: StandInCharge = {
      id: stripeId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: decline || authorize ? 0 : intent.amount,
      amount_refunded: 0,
      captured: !decline && !authorize,
      refunded: false,
      disputed: false,
      paid: !decline,
      status: decline ? 'failed' : 'succeeded',
      failure_code: decline ? 'card_declined' : null,
      failure_message: decline?.message ?? null,
      currency: intent.currency,
      metadata: { ...intent.metadata },
      payment_intent: intent.id,
      payment_method: stripeId('pm'),
      payment_method_details: {
        type: 'card',
        card: {
          brand: cardBrand(number),
          last4: number.slice(-4),
          exp_month: 12,
          exp_year: new Date().getFullYear() + 3,
        },
      },
      created: now(),
      livemode: false,
    };
    this.charges.set(charge.id, charge);
    // A declined attempt still leaves its failed charge as latest_charge, as on Stripe.
    intent.latest_charge = charge.id;
    if (decline) {
      intent.payment_method = null;
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        ...decline,
        charge: charge.id,
        doc_url: 'https://stripe.com/docs/error-codes/card-declined',
      };
      return copy(intent);
    }
    intent.payment_method = charge.payment_method;
    intent.last_payment_error = null;
    if (authorize) {
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
    } else {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
    }
    return copy(intent);
  }

  chargeOf(intentId: string): StandInCharge {
    const intent = this.intents.get(intentId);
    if (!intent?.latest_charge) throw new Error(`PaymentIntent ${intentId} has no charge.`);
    return copy(this.findCharge(intent.latest_charge));
  }

  openDispute(intentId: string, reason: string): StandInDispute {
    const intent = this.intents.get(intentId);
    if (!intent || intent.status !== 'succeeded') {
      throw new Error(`PaymentIntent ${intentId} has no captured charge to dispute.`);
    }
    const charge = this.latestCharge(intent);
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
    this.disputes.set(dispute.id, dispute);
    return copy(dispute);
  }

  settleDispute(id: string, status: DisputeStatus): StandInDispute {
    const dispute = this.disputes.get(id);
    if (!dispute) throw new Error(`No such dispute: '${id}'`);
    if (['won', 'lost', 'warning_closed'].includes(dispute.status)) {
      throw new Error(`Dispute ${id} is already closed (${dispute.status}).`);
    }
    dispute.status = status;
    return copy(dispute);
  }

  /**
   * Stripe's search of PaymentIntents, for the clauses the shop uses: `status:'…'` and
   * `metadata['key']:'…'`, joined by AND; newest first, `limit` a page (10 by default, at most
   * 100), `page` the `next_page` token of the previous answer.
   */
  search(params: Params): object {
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
    const found = [...this.intents.values()]
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
          expand.has('data.latest_charge') && intent.latest_charge ? this.charges.get(intent.latest_charge) : null;
        return charge ? { ...intent, latest_charge: charge } : intent;
      }),
    });
  }

  /** The PaymentIntent as the API returns it, with `latest_charge` expanded when asked. */
  renderIntent(intent: StandInPaymentIntent, params: Params): object {
    const expand = expansions(params, ['latest_charge']);
    const charge = expand.has('latest_charge') && intent.latest_charge ? this.charges.get(intent.latest_charge) : null;
    return copy(charge ? { ...intent, latest_charge: charge } : intent);
  }

  private findCharge(id: string): StandInCharge {
    const charge = this.charges.get(id);
    if (!charge) throw noSuch('charge', id, 'charge');
    return charge;
  }

  private latestCharge(intent: StandInPaymentIntent): StandInCharge {
    return this.findCharge(intent.latest_charge ?? '');
  }
}

interface Reply {
  status: number;
  body: string;
  headers: Record<string, string>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function route(state: StripeState, method: string, path: string, params: Params): object {
  if (method === 'POST' && path === '/v1/payment_intents') {
    return state.renderIntent(state.createIntent(params), params);
  }
  if (method === 'POST' && path === '/v1/refunds') {
    // Nothing on a Refund expands here: a test asking for it fails loudly instead of getting ids.
    expansions(params, []);
    return state.refund(params);
  }
  if (method === 'GET' && path === '/v1/payment_intents/search') return state.search(params);
  const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
  if (match?.[1] !== undefined) {
    const id = decodeURIComponent(match[1]);
    const action = match[2];
    if (method === 'GET' && action === undefined) return state.renderIntent(state.findIntent(id), params);
    if (method === 'POST' && action === 'capture') return state.renderIntent(state.capture(id, params), params);
    if (method === 'POST' && action === 'cancel') return state.renderIntent(state.cancel(id, params), params);
  }
  throw new ApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs.`,
  });
}

const errorReply = (error: ApiError, headers: Record<string, string> = {}): Reply => ({
  status: error.status,
  body: JSON.stringify({ error: error.body }),
  headers,
});

/**
 * A local Stripe API for tests: the official `stripe` client talks to it over HTTP in Stripe's
 * own wire format (form-encoded requests, JSON objects and errors, idempotency keys).
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const state = new StripeState();
  const requests: StandInRequest[] = [];
  const outage = { search: false };
  // Keyed by API key and idempotency key, as Stripe scopes keys to the account.
  const saved = new Map<string, { endpoint: string; params: string; reply: Reply }>();

  async function handle(request: IncomingMessage): Promise<Reply> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    const idempotencyKey = request.headers['idempotency-key']?.toString() ?? null;
    requests.push({ method, path: url.pathname, idempotencyKey });

    const apiKey = /^Bearer (sk_test_\w+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!apiKey) {
      const given = request.headers.authorization?.replace(/^Bearer /, '');
      const message = given
        ? `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}`
        : 'You did not provide an API key. Provide it in the Authorization header, using Bearer auth.';
      return errorReply(new ApiError(401, { type: 'invalid_request_error', message }), {
        'WWW-Authenticate': 'Bearer realm="Stripe"',
      });
    }

    if (outage.search && url.pathname.endsWith('/search')) {
      return {
        status: 500,
        body: JSON.stringify({ error: { type: 'api_error', message: 'Search is temporarily unavailable.' } }),
        headers: {},
      };
    }

    const encodedParams = method === 'GET' ? url.search.slice(1) : body;
    // Parameter order does not make two requests different.
    const canonical = new URLSearchParams(encodedParams);
    canonical.sort();
    const endpoint = `${method} ${url.pathname}`;
    // Only POSTs are idempotent by key; GETs are idempotent anyway.
    const key = method === 'POST' ? idempotencyKey : null;
    const scopedKey = `${apiKey} ${key}`;

    if (key !== null) {
      if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
        return errorReply(
          new ApiError(400, {
            type: 'invalid_request_error',
            message: `Idempotency keys can be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters long.`,
          }),
        );
      }
      const first = saved.get(scopedKey);
      if (first && (first.endpoint !== endpoint || first.params !== canonical.toString())) {
        const what =
          first.endpoint === endpoint
            ? 'with the same parameters they were first used with'
            : `for the same endpoint they were first used for (${first.endpoint} vs ${endpoint})`;
        return errorReply(
          new ApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used ${what}. Try using a key other than '${key}' if you meant to execute a different request.`,
          }),
        );
      }
      if (first) return { ...first.reply, headers: { ...first.reply.headers, 'Idempotent-Replayed': 'true' } };
    }

    let reply: Reply;
    let executed = true;
    try {
      const result = route(state, method, url.pathname, parseParams(encodedParams));
      reply = { status: 200, body: JSON.stringify(result), headers: {} };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      reply = errorReply(error);
      executed = error.executed;
    }
    if (key !== null) {
      reply.headers['Idempotency-Key'] = key;
      if (executed) saved.set(scopedKey, { endpoint, params: canonical.toString(), reply });
    }
    return reply;
  }

  const server = createServer((request, response) => {
    void handle(request)
      .catch((error: unknown): Reply => ({
        status: 500,
        body: JSON.stringify({ error: { type: 'api_error', message: String(error) } }),
        headers: {},
      }))
      .then((reply) => {
        response.writeHead(reply.status, {
          ...reply.headers,
          'Content-Type': 'application/json',
          'Request-Id': stripeId('req'),
          'Stripe-Version': request.headers['stripe-version']?.toString() ?? Stripe.API_VERSION,
        });
        response.end(reply.body);
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    protocol: 'http',
    requests,
    intent: (id) => copy(state.findIntent(id)),
    confirm: (intentId, cardNumber) => state.confirm(intentId, cardNumber),
    charge: (intentId) => state.chargeOf(intentId),
    openDispute: (intentId, reason = 'fraudulent') => state.openDispute(intentId, reason),
    settleDispute: (disputeId, status) => state.settleDispute(disputeId, status),
    get searchUnavailable() {
      return outage.search;
    },
    set searchUnavailable(value: boolean) {
      outage.search = value;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // stripe-node keeps connections alive; close them so the server can stop now.
        server.closeAllConnections();
      }),
  };
}

/** A Stripe Event wrapping `object`, as delivered to a webhook endpoint (sign it with stripe-node). */
export function stripeEvent(type: string, object: unknown, id = stripeId('evt')): StandInEvent {
  return {
    id,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: now(),
    livemode: false,
    data: { object },
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}
