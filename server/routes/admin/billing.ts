import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '#server/lib/csv-download.ts';
import { billingListSchema, billingQuery } from '#domain/admin/billing.ts';
import { errorBody } from '#domain/errors.ts';
import { centsToDollarString } from '#domain/money.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderStep } from '#domain/orders/order-status.ts';
import { carrierName } from '#domain/orders/shipment.ts';
import type { PieceRateOrigin } from '#domain/rates/rate-source.ts';
import { taxRatePercent } from '#domain/tax/tax-line.ts';
import type { LineOptions } from '#domain/options/line-options.ts';
import { sizeLabel } from '#domain/options/option-labels.ts';
import { translator } from '#server/i18n/translator.ts';
import { billingExport } from '#server/workflows/admin/billing-export.ts';

/**
 * The spec's billing columns, then what an accountant reconciles an order with: its
 * number, subtotal and tax, its tax by jurisdiction ('Louisiana 9.75% 12.34; …'), whether it was
 * shipped or picked up (and where), and its goods split as the shopper paid them: metal,
 * wastage, making, stones, fees and engraving (each line's frozen breakup times its quantity), which add up to
 * the subtotal, then each line's size and engraved text (per line like the rates), then where each line's rate came from and when it was set (ISO time; 'none' for a
 * standby rate's time), then the order's status and trail: when it was confirmed, shipped (with
 * its carrier and tracking number) and delivered, or made ready for pick-up and collected (ISO
 * times, empty for a step not taken). Money in
 * dollars with two decimals; the split is empty for orders placed before breakups were kept.
 */
const CSV_COLUMNS = [
  'date',
  'name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'items',
  'quantity',
  'total',
  'order',
  'subtotal',
  'tax',
  'tax lines',
  'store credit',
  'paid by card',
  'fulfilment',
  'metal',
  'wastage',
  'making',
  'stones',
  'fees',
  'engraving',
  'sizes',
  'engravings',
  'rate source',
  'rate set at',
  'status',
  'confirmed at',
  'shipped at',
  'carrier',
  'tracking',
  'delivered at',
  'ready at',
  'collected at',
];

/** The order's status and the times of its steps, as the CSV's last columns. */
function trailColumns(order: Pick<Order, 'status' | 'trail' | 'shipment'> | null) {
  const at = (status: OrderStep) => order?.trail.find((step) => step.status === status)?.at ?? '';
  return {
    status: order?.status ?? '',
    'confirmed at': at('confirmed'),
    'shipped at': at('shipped'),
    carrier: order?.shipment ? carrierName(order.shipment) : '',
    tracking: order?.shipment?.trackingNumber ?? '',
    'delivered at': at('delivered'),
    'ready at': at('ready'),
    'collected at': at('collected'),
  };
}

/**
 * One value per order line, in the order of `items` and joined the same way: 'feed; manual'.
 * 'none' for a line priced without a metal rate (stones alone); empty for an order whose lines
 * kept no source (placed before sources were kept) or a record without its order.
 */
function perLine(lineRates: PieceRateOrigin[] | null, pick: (rate: PieceRateOrigin) => string | null): string {
  if (!lineRates || lineRates.every((rate) => rate.rateSource === null)) return '';
  return lineRates.map((rate) => pick(rate) ?? 'none').join('; ');
}

/** One value per order line, like perLine: '' for a line without it; empty when no line has one. */
function perLineOption(lines: LineOptions[] | null, pick: (options: LineOptions) => string | null): string {
  const values = (lines ?? []).map((options) => pick(options) ?? '');
  return values.some(Boolean) ? values.join('; ') : '';
}

const english = translator('en');

const dollars = (cents: number | undefined) => (cents === undefined ? '' : centsToDollarString(cents));

export const adminBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  const billing = app.services.billing;
  const deps = app.workflowDeps;

  app.get(
    '/admin/billing',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The billing details given at checkout, newest first',
        querystring: billingQuery,
        response: { 200: billingListSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => billing.list(request.query),
  );

  app.get(
    '/admin/billing.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The same records as CSV (text/csv), streamed',
        querystring: billingQuery.pick({ q: true }),
        produces: ['text/csv'],
        // No response schema: the body is a CSV stream, which no schema serializes.
      },
    },
    async (request, reply) => {
      const rows = (async function* () {
        for await (const { record, order, breakup, lineRates, lineOptions } of billingExport(deps, request.query.q)) {
          yield {
            ...record,
            items: record.items.join('; '),
            total: centsToDollarString(record.total),
            order: order?.number ?? '',
            subtotal: dollars(order?.subtotal),
            tax: dollars(order?.tax),
            'tax lines': (order?.taxLines ?? [])
              .map(
                (line) => `${line.jurisdiction} ${taxRatePercent(line.rateBasisPoints)}% ${dollars(line.amountCents)}`,
              )
              .join('; '),
            'store credit': dollars(order?.credit),
            'paid by card': dollars(order ? order.total - order.credit : undefined),
            fulfilment: order?.pickup ? `pickup: ${order.pickup.branchId}` : (order?.fulfilment ?? ''),
            metal: dollars(breakup?.metalCents),
            wastage: dollars(breakup?.wastageCents),
            making: dollars(breakup?.makingCents),
            stones: dollars(breakup?.stonesCents),
            fees: dollars(breakup?.feeCents),
            engraving: dollars(breakup?.engravingCents),
            sizes: perLineOption(lineOptions, (options) => (options.size ? sizeLabel(options.size, english) : null)),
            engravings: perLineOption(lineOptions, (options) => options.engraving),
            'rate source': perLine(lineRates, (rate) => rate.rateSource),
            'rate set at': perLine(lineRates, (rate) => rate.rateSetAt),
            ...trailColumns(order),
          };
        }
      })();
      return sendCsv(request, reply, {
        name: 'billing',
        day: new Date().toISOString().slice(0, 10),
        columns: CSV_COLUMNS,
        rows,
      });
    },
  );
};
