import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TAX_TABLE } from '#domain/tax/tax-table.ts';
import { startStripeStandIn, type StripeStandIn } from '#server/testing/stripe-stand-in/http-server.ts';
import { TaxCalculationError } from './stripe-tax.ts';
import { createTaxCalculator, type TaxCalculator } from './tax-calculator.ts';

// Stripe Tax through the official `stripe` package, against the local stand-in of Stripe's API,
// which taxes by the demo table: its answers are the table mode's, line by line.
const BULLION_CODE = 'txcd_99990001'; // a code the stand-in is told is bullion
let standIn: StripeStandIn;
let stripe: TaxCalculator;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  standIn.bullionTaxCodes.add(BULLION_CODE);
  stripe = createTaxCalculator(
    { mode: 'stripe', taxCodes: { jewellery: 'txcd_99999999', bullion: BULLION_CODE } },
    {
      secretKey: 'sk_test_tax',
      publishableKey: 'pk_test_tax',
      webhookSecret: 'whsec_tax',
      apiBase: `http://${standIn.host}:${standIn.port}`,
    },
  );
});
afterAll(() => standIn.stop());

const ring = { productId: 'prod_ring', taxClass: 'jewellery' as const, amountCents: 120_000 };
const coin = { productId: 'prod_coin', taxClass: 'bullion' as const, amountCents: 250_000 };
const calculations = () => standIn.requests.filter((request) => request.path === '/v1/tax/calculations');

describe('tax calculator: stripe', () => {
  it('taxes a pick-up at the branch’s address, bullion exempt', async () => {
    expect(
      await stripe.calculate({ lines: [ring, coin], fulfilment: { kind: 'pickup', branchId: 'louisiana' } }),
    ).toEqual({
      lines: [{ jurisdiction: 'Louisiana', rateBasisPoints: 975, taxableCents: 120_000, amountCents: 11_700 }],
      totalCents: 11_700,
    });
    expect(await stripe.calculate({ lines: [ring], fulfilment: { kind: 'pickup', branchId: 'houston' } })).toEqual({
      lines: [{ jurisdiction: 'Texas', rateBasisPoints: 825, taxableCents: 120_000, amountCents: 9_900 }],
      totalCents: 9_900,
    });
  });

  it('taxes shipping by the ZIP’s state, and nothing where the shop does not collect', async () => {
    expect(
      await stripe.calculate({ lines: [ring, coin], fulfilment: { kind: 'ship', state: 'TX', zip: '75201' } }),
    ).toEqual({
      lines: [{ jurisdiction: 'Texas', rateBasisPoints: 820, taxableCents: 120_000, amountCents: 9_840 }],
      totalCents: 9_840,
    });
    expect(await stripe.calculate({ lines: [ring], fulfilment: { kind: 'ship', state: 'NY', zip: '10001' } })).toEqual({
      lines: [{ jurisdiction: 'New York', rateBasisPoints: 0, taxableCents: 0, amountCents: 0 }],
      totalCents: 0,
    });
  });

  it('says a shipped order needs its ZIP, as Stripe cannot place a state alone', async () => {
    const failed = await stripe
      .calculate({ lines: [ring], fulfilment: { kind: 'ship', state: 'LA' } })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(TaxCalculationError);
    expect(failed).toMatchObject({ reason: 'location' });
  });

  it('answers the flat estimate without asking Stripe until a fulfilment is chosen', async () => {
    const before = calculations().length;
    expect(await stripe.calculate({ lines: [ring, coin], fulfilment: null })).toEqual({
      lines: [{ jurisdiction: 'Sales tax', rateBasisPoints: 800, taxableCents: 370_000, amountCents: 29_600 }],
      totalCents: 29_600,
    });
    expect(calculations()).toHaveLength(before);
  });

  it('reports Stripe being down as unavailable', async () => {
    const down = createTaxCalculator(
      { mode: 'stripe', taxCodes: { jewellery: 'txcd_99999999', bullion: BULLION_CODE } },
      { secretKey: 'sk_test_tax', publishableKey: 'pk', webhookSecret: 'whsec', apiBase: 'http://127.0.0.1:9' },
    );
    await expect(
      down.calculate({ lines: [ring], fulfilment: { kind: 'pickup', branchId: 'houston' } }),
    ).rejects.toMatchObject({
      reason: 'unavailable',
    });
  });
});

describe('tax calculator: flat and table', () => {
  it('answers by the rule, the same lines as the domain’s', async () => {
    const table = createTaxCalculator({ mode: 'table', table: DEMO_TAX_TABLE });
    expect(await table.calculate({ lines: [ring, coin], fulfilment: { kind: 'pickup', branchId: 'houston' } })).toEqual(
      {
        lines: [{ jurisdiction: 'Houston, TX', rateBasisPoints: 825, taxableCents: 120_000, amountCents: 9_900 }],
        totalCents: 9_900,
      },
    );
    const flat = createTaxCalculator({ mode: 'flat' });
    expect((await flat.calculate({ lines: [ring, coin], fulfilment: { kind: 'ship', state: 'TX' } })).totalCents).toBe(
      29_600,
    );
  });
});
