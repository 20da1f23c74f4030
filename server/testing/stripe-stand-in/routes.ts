import type { StripeAccount } from './account.ts';
import { ApiError, errorReply, type Reply } from './api-error.ts';
import { cancelIntent, captureIntent, createIntent, renderIntent, searchIntents } from './intents.ts';
import { expansions, parseParams, type Params } from './params.ts';
import { refund } from './refunds-disputes.ts';
import { createTaxCalculation } from './tax-calculations.ts';

function route(account: StripeAccount, method: string, path: string, params: Params): object {
  if (method === 'POST' && path === '/v1/payment_intents') {
    return renderIntent(account, createIntent(account, params), params);
  }
  if (method === 'POST' && path === '/v1/refunds') {
    // Nothing on a Refund expands here: a test asking for it fails loudly instead of getting ids.
    expansions(params, []);
    return refund(account, params);
  }
  if (method === 'POST' && path === '/v1/tax/calculations')
    return createTaxCalculation(params, account.bullionTaxCodes);
  if (method === 'GET' && path === '/v1/payment_intents/search') return searchIntents(account, params);
  const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
  if (match?.[1] !== undefined) {
    const id = decodeURIComponent(match[1]);
    const action = match[2];
    if (method === 'GET' && action === undefined) return renderIntent(account, account.findIntent(id), params);
    if (method === 'POST' && action === 'capture') {
      return renderIntent(account, captureIntent(account, id, params), params);
    }
    if (method === 'POST' && action === 'cancel')
      return renderIntent(account, cancelIntent(account, id, params), params);
  }
  throw new ApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs.`,
  });
}

/**
 * Runs one API call on the account. `executed` says whether the endpoint ran (its answer, even an
 * error, is then saved under the idempotency key).
 */
export function answer(
  account: StripeAccount,
  method: string,
  path: string,
  encodedParams: string,
): { reply: Reply; executed: boolean } {
  try {
    const result = route(account, method, path, parseParams(encodedParams));
    return { reply: { status: 200, body: JSON.stringify(result), headers: {} }, executed: true };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { reply: errorReply(error), executed: error.executed };
  }
}
