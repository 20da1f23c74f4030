import type { BillingRecord } from '#domain/admin/billing.ts';
import { orderBreakupTotals, type OrderBreakupTotals } from '#domain/orders/breakup-totals.ts';
import type { Order } from '#domain/orders/order.ts';
import { NO_OPTIONS, type LineOptions } from '#domain/options/line-options.ts';
import type { PieceRateOrigin } from '#domain/rates/rate-source.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

export interface BillingExportRow {
  record: BillingRecord;
  /** The order the record was made with, with its status and trail (null: the order was removed). */
  order: Pick<
    Order,
    | 'number'
    | 'subtotal'
    | 'tax'
    | 'taxLines'
    | 'total'
    | 'credit'
    | 'fulfilment'
    | 'pickup'
    | 'status'
    | 'trail'
    | 'shipment'
  > | null;
  /** Its goods split as the lines' frozen breakups split them; null for orders placed before they were kept. */
  breakup: OrderBreakupTotals | null;
  /**
   * Where each line's rate came from and when it was set, in the order's line order (the order of
   * `record.items`); null without an order. Nulls inside: a line of stones alone, or an order
   * placed before sources were kept.
   */
  lineRates: PieceRateOrigin[] | null;
  /** Each line's size and engraving, in the same order; null without an order. */
  lineOptions: LineOptions[] | null;
}

/**
 * The billing export (GET /api/admin/billing.csv): every matching billing record, newest first,
 * with its order's number, subtotal, tax and its lines, the store credit it spent, how it was handed over, and the order's metal, wastage, making, stones and
 * fees as the shopper paid them (the breakups frozen on its lines, never recomputed), and each
 * line's rate source and time, as frozen with its breakup. Records are
 * read a batch at a time and their orders with them.
 */
export async function* billingExport(
  deps: Pick<WorkflowDeps, 'services'>,
  q: string | undefined,
  batch = 200,
): AsyncGenerator<BillingExportRow> {
  let pending: BillingRecord[] = [];
  async function* flush(): AsyncGenerator<BillingExportRow> {
    const orders = await deps.services.orders.getMany(pending.flatMap((record) => record.orderId ?? []));
    const byId = new Map(orders.map((order) => [order.id, order]));
    for (const record of pending) {
      const order = record.orderId ? byId.get(record.orderId) : undefined;
      yield {
        record,
        order: order
          ? {
              number: order.number,
              subtotal: order.subtotal,
              tax: order.tax,
              taxLines: order.taxLines,
              total: order.total,
              credit: order.credit,
              fulfilment: order.fulfilment,
              pickup: order.pickup,
              status: order.status,
              trail: order.trail,
              shipment: order.shipment,
            }
          : null,
        breakup: order ? orderBreakupTotals(order.lines) : null,
        lineRates: order
          ? order.lines.map((line) => ({
              rateSource: line.breakup?.rateSource ?? null,
              rateSetAt: line.breakup?.rateSetAt ?? null,
            }))
          : null,
        lineOptions: order ? order.lines.map((line) => line.options ?? NO_OPTIONS) : null,
      };
    }
    pending = [];
  }
  for await (const record of deps.services.billing.all(q)) {
    pending.push(record);
    if (pending.length >= batch) yield* flush();
  }
  if (pending.length > 0) yield* flush();
}
