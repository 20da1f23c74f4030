import { noSuch } from './api-error.ts';
import type { StandInCharge, StandInDispute, StandInPaymentIntent } from './objects.ts';

/** The account's objects, changed only through the API calls and the test's own moves (confirm, disputes). */
export class StripeAccount {
  readonly intents = new Map<string, StandInPaymentIntent>();
  readonly charges = new Map<string, StandInCharge>();
  readonly disputes = new Map<string, StandInDispute>();
  /** The product tax codes this account's Stripe Tax exempts as bullion where the demo table does. */
  readonly bullionTaxCodes = new Set<string>();

  findIntent(id: string, param = 'intent'): StandInPaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw noSuch('payment_intent', id, param);
    return intent;
  }

  findCharge(id: string): StandInCharge {
    const charge = this.charges.get(id);
    if (!charge) throw noSuch('charge', id, 'charge');
    return charge;
  }

  latestCharge(intent: StandInPaymentIntent): StandInCharge {
    return this.findCharge(intent.latest_charge ?? '');
  }
}
