import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { StripeAccount } from './account.ts';
import { ApiError, errorReply, type Reply } from './api-error.ts';
import { confirmWithCard } from './cards.ts';
import { createIdempotency, type KeyedRequest } from './idempotency.ts';
import { copy, stripeId } from './ids.ts';
import type { DisputeStatus, StandInCharge, StandInDispute, StandInPaymentIntent } from './objects.ts';
import { chargeOf, openDispute, settleDispute } from './refunds-disputes.ts';
import { answer } from './routes.ts';

/** One request as it reached the stand-in; `path` has no query string. */
/** The webhook signing secret the shop is given in tests: signed events must use it. */
export const STAND_IN_WEBHOOK_SECRET = 'whsec_test_secret_for_the_shop';

/** The shop's Stripe settings (config.stripe) pointing at this stand-in. */
export function stripeSettingsFor(standIn: Pick<StripeStandIn, 'host' | 'port'>) {
  return {
    secretKey: 'sk_test_shop',
    publishableKey: 'pk_test_shop',
    webhookSecret: STAND_IN_WEBHOOK_SECRET,
    apiBase: `http://${standIn.host}:${standIn.port}`,
  };
}

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
  /** Product tax codes Stripe Tax treats as bullion (exempt in Louisiana and Texas, as the demo table). */
  bullionTaxCodes: Set<string>;
  /** While true, the search API answers 500 (an outage of Stripe's search), as Stripe may. */
  searchUnavailable: boolean;
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Stripe's answer to a request without a test secret key. */
function unauthenticated(authorization: string | undefined): Reply {
  const given = authorization?.replace(/^Bearer /, '');
  const message = given
    ? `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}`
    : 'You did not provide an API key. Provide it in the Authorization header, using Bearer auth.';
  return errorReply(new ApiError(401, { type: 'invalid_request_error', message }), {
    'WWW-Authenticate': 'Bearer realm="Stripe"',
  });
}

const searchOutage = (): Reply => ({
  status: 500,
  body: JSON.stringify({ error: { type: 'api_error', message: 'Search is temporarily unavailable.' } }),
  headers: {},
});

/**
 * A local Stripe API for tests: the official `stripe` client talks to it over HTTP in Stripe's
 * own wire format (form-encoded requests, JSON objects and errors, idempotency keys).
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const account = new StripeAccount();
  const requests: StandInRequest[] = [];
  const outage = { search: false };
  const idempotency = createIdempotency();

  async function handle(request: IncomingMessage): Promise<Reply> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    const idempotencyKey = request.headers['idempotency-key']?.toString() ?? null;
    requests.push({ method, path: url.pathname, idempotencyKey });

    const apiKey = /^Bearer (sk_test_\w+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!apiKey) return unauthenticated(request.headers.authorization);
    if (outage.search && url.pathname.endsWith('/search')) return searchOutage();

    const encodedParams = method === 'GET' ? url.search.slice(1) : body;
    // Parameter order does not make two requests different.
    const canonical = new URLSearchParams(encodedParams);
    canonical.sort();
    const endpoint = `${method} ${url.pathname}`;
    // Only POSTs are idempotent by key; GETs are idempotent anyway.
    const key = method === 'POST' ? idempotencyKey : null;
    const keyed: KeyedRequest | null =
      key === null ? null : { scope: `${apiKey} ${key}`, key, endpoint, params: canonical.toString() };
    const earlier = keyed && idempotency.earlierReply(keyed);
    if (earlier) return earlier;

    const { reply, executed } = answer(account, method, url.pathname, encodedParams);
    if (keyed) idempotency.save(keyed, reply, executed);
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
    intent: (id) => copy(account.findIntent(id)),
    confirm: (intentId, cardNumber) => confirmWithCard(account, intentId, cardNumber),
    charge: (intentId) => chargeOf(account, intentId),
    openDispute: (intentId, reason = 'fraudulent') => openDispute(account, intentId, reason),
    settleDispute: (disputeId, status) => settleDispute(account, disputeId, status),
    bullionTaxCodes: account.bullionTaxCodes,
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
