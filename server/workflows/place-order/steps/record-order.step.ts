import { pickupAddress } from '#domain/checkout/fulfilment.ts';
import { AppError } from '#domain/errors.ts';
import { newPickupCode } from '#server/modules/orders/pickup-code.ts';
import { linePiece } from '#server/modules/cart/shopper-cart.ts';
import type { QuoteRow } from '#server/modules/checkout/checkout.tables.ts';
import { moduleServices, type ModuleServices } from '#server/modules/services.ts';
import type { WorkflowStep } from '#server/workflows/run-workflow.ts';
import type { PlaceOrderContext } from '../place-order.context.ts';

class AlreadyPlaced extends Error {}

/**
 * The store credit the quote spends, taken with the order. Under the customer's lock, so of two
 * checkouts spending the same credit at once only one passes; the other is told its credit changed
 * (and its card, if any, released by the workflow).
 */
async function spendCredit(s: ModuleServices, quote: QuoteRow, orderId: string): Promise<void> {
  if (quote.creditCents === 0) return;
  try {
    await s.storeCredit.add({
      userId: quote.userId,
      amountCents: -quote.creditCents,
      reason: 'order',
      reference: orderId,
      createdBy: null,
    });
  } catch (error) {
    if (error instanceof AppError && error.reason === 'problem.storeCredit.belowZero') {
      throw new AppError('quote_expired', 'problem.checkout.creditChanged');
    }
    throw error;
  }
}

/**
 * In one transaction: the order and its lines (a snapshot at the quoted prices), the stock taken,
 * the billing record, the bought pieces out of the cart (pieces added since the quote stay), the
 * quote closed. All of it or none.
 */
export const recordOrderStep: WorkflowStep<PlaceOrderContext> = {
  id: 'record-order',
  async invoke(context) {
    const { deps, quote, intent, customer } = context;
    try {
      context.order = await deps.db.transaction(async (tx) => {
        const s = moduleServices(tx);
        const pickupBranch = quote.fulfilment?.kind === 'pickup' ? quote.fulfilment.branchId : null;
        const created = await s.orders.create({
          userId: quote.userId,
          userEmail: customer.email,
          userName: customer.name,
          quoteId: quote.id,
          shipping: pickupBranch ? null : quote.shipping!,
          pickup: pickupBranch ? { ...quote.pickupContact!, branchId: pickupBranch, code: newPickupCode() } : null,
          lines: quote.lines,
          itemCount: quote.itemCount,
          subtotalCents: quote.subtotalCents,
          taxCents: quote.taxCents,
          taxLines: quote.taxLines,
          totalCents: quote.totalCents,
          creditCents: quote.creditCents,
          payment: {
            gateway: quote.paymentGateway,
            reference: intent.id,
            brand: intent.card?.brand ?? null,
            last4: intent.card?.last4 ?? null,
          },
        });
        // First, so a second request for the same payment stops here, never at the stock.
        if (!created) throw new AlreadyPlaced();
        const orderId = created.id;
        await spendCredit(s, quote, orderId);
        const stock = await s.catalog.takeStock(quote.lines, pickupBranch);
        if (stock.soldOut !== undefined) {
          const name = quote.lines.find((line) => line.productId === stock.soldOut)?.name ?? 'A piece in your cart';
          throw new AppError('out_of_stock', { reason: 'problem.payment.soldOut', values: { name } });
        }
        await s.orders.keepTakenFrom(orderId, stock.taken);
        const order = { ...created, lines: created.lines.map((line, i) => ({ ...line, takenFrom: stock.taken[i] })) };
        await s.billing.record({
          orderId,
          userId: quote.userId,
          email: customer.email,
          shipping: pickupBranch ? pickupAddress(pickupBranch, quote.pickupContact!) : quote.shipping!,
          totalCents: quote.totalCents,
          quantity: quote.itemCount,
          itemNames: quote.lines.map((line) => line.name),
        });
        const takenFromCart = await s.cart.takeBought(
          quote.userId,
          quote.lines.map((line) => ({ ...linePiece(line.productId, line.options), quantity: line.quantity })),
        );
        await s.checkout.markPaid(quote.id);
        context.takenFromCart = takenFromCart;
        return order;
      });
      context.orderId = context.order.id;
    } catch (error) {
      // Not a failure: the same payment's order exists (this transaction changed nothing).
      if (!(error instanceof AlreadyPlaced)) throw error;
      context.alreadyPlaced = true;
    }
  },
  async compensate({ deps, quote, order, orderId, alreadyPlaced, takenFromCart }) {
    if (alreadyPlaced || !orderId) return;
    await deps.db.transaction(async (tx) => {
      const s = moduleServices(tx);
      await s.billing.deleteForOrder(orderId);
      await s.orders.delete(orderId);
      await s.storeCredit.remove('order', orderId);
      // Back to the branches each piece was taken from.
      await s.catalog.returnStock(order?.lines ?? quote.lines);
      await s.cart.giveBack(quote.userId, takenFromCart ?? []);
      await s.checkout.reopen(quote.id);
    });
  },
};
