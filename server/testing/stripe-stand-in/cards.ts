import type { StripeAccount } from './account.ts';
import { copy, now, stripeId } from './ids.ts';
import type { StandInCharge, StandInPaymentIntent } from './objects.ts';

// Stripe's documented test cards that decline; https://docs.stripe.com/testing#declined-payments
const DECLINES = new Map([
  ['4000000000000002', { decline_code: 'generic_decline', message: 'Your card was declined.' }],
  ['4000000000009995', { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }],
]);

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

export function confirmWithCard(account: StripeAccount, intentId: string, cardNumber: string): StandInPaymentIntent {
  const intent = account.intents.get(intentId);
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
  account.charges.set(charge.id, charge);
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
