import type { OrderStatus } from '#domain/orders/order-status.ts';
import { t, type MessageId } from '#web/lib/i18n.ts';

const STATUS_LABEL_IDS: Record<OrderStatus, MessageId> = {
  pending: 'orders.status.pending',
  confirmed: 'orders.status.confirmed',
  ready: 'orders.status.ready',
  collected: 'orders.status.collected',
  shipped: 'orders.status.shipped',
  delivered: 'orders.status.delivered',
  cancelled: 'orders.status.cancelled',
  partially_refunded: 'orders.status.partially_refunded',
  refunded: 'orders.status.refunded',
  disputed: 'orders.status.disputed',
  dispute_lost: 'orders.status.dispute_lost',
};

/** An order's status in the page's language (ORDER_STATUS_LABELS is the English). */
export const orderStatusLabel = (status: OrderStatus): string => t(STATUS_LABEL_IDS[status]);

/** Each status's colours: the shopper's orders and the dashboard's show the same pill. */
export const ORDER_STATUS_STYLE: Record<OrderStatus, string> = {
  pending: 'bg-gold-50 text-gold-700 ring-gold-300',
  confirmed: 'bg-emerald-50 text-emerald ring-emerald/30',
  ready: 'bg-sky-50 text-sky-800 ring-sky-300',
  collected: 'bg-emerald text-white ring-emerald',
  shipped: 'bg-sky-50 text-sky-800 ring-sky-300',
  delivered: 'bg-emerald text-white ring-emerald',
  cancelled: 'bg-red-50 text-ruby ring-ruby/30',
  // Set by the payment provider's refund and dispute events, never by the admin's toggle.
  partially_refunded: 'bg-sand text-ink ring-ink-soft/30',
  refunded: 'bg-sand text-ink-soft ring-ink-soft/30',
  disputed: 'bg-red-50 text-ruby ring-ruby/30',
  dispute_lost: 'bg-ruby text-white ring-ruby',
};

export const ORDER_STATUS_PILL =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1';

/** The order's status as a coloured pill; the word itself carries the meaning, not the colour. */
export function OrderStatusPill({ status, className = '' }: { status: OrderStatus; className?: string }) {
  return (
    <span className={`${ORDER_STATUS_PILL} ${ORDER_STATUS_STYLE[status]} ${className}`.trimEnd()}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {orderStatusLabel(status)}
    </span>
  );
}
