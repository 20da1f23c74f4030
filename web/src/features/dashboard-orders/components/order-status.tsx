import { Loader2, RefreshCw } from 'lucide-react';
import { shortOrderId } from '#domain/admin/admin-orders.ts';
import type { Order } from '#domain/orders/order.ts';
import { isSettable, ORDER_STATUS_LABELS, type OrderStatus, type SettableStatus } from '#domain/orders/order-status.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSetOrderStatus } from '../api/set-order-status.ts';
import { orderToast } from '../toasts.ts';

const STYLE: Record<OrderStatus, string> = {
  pending: 'bg-gold-50 text-gold-700 ring-gold-300',
  confirmed: 'bg-emerald-50 text-emerald ring-emerald/30',
  // Styled only: no transition leads to it (spec section 4).
  cancelled: 'bg-red-50 text-ruby ring-ruby/30',
  // Set by the payment provider's refund and dispute events, never by the toggle.
  partially_refunded: 'bg-sand text-ink ring-ink-soft/30',
  refunded: 'bg-sand text-ink-soft ring-ink-soft/30',
  disputed: 'bg-red-50 text-ruby ring-ruby/30',
  dispute_lost: 'bg-ruby text-white ring-ruby',
};

const pill =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide whitespace-nowrap ring-1';

/** The status as a coloured pill; the word carries the meaning, not the colour. */
export function StatusPill({ status }: { status: OrderStatus }) {
  return (
    <span className={`${pill} ${STYLE[status]}`}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

const OTHER: Record<SettableStatus, SettableStatus> = { pending: 'confirmed', confirmed: 'pending' };

/**
 * The status pill as a button (spec section 4): a click asks for confirmation, then sets the
 * other status, pending ↔ confirmed. The pill of a cancelled order, or of one whose money was
 * refunded or disputed (its status follows the payment), is not a button.
 */
export function OrderStatusToggle({ order, onChanged }: { order: Order; onChanged?: (order: Order) => void }) {
  const setStatus = useSetOrderStatus();
  if (!isSettable(order.status)) return <StatusPill status={order.status} />;
  const next = OTHER[order.status];
  const label = ORDER_STATUS_LABELS[order.status];
  const className = STYLE[order.status];
  const id = shortOrderId(order.id);

  const change = () => {
    if (setStatus.isPending) return;
    setStatus.mutate(
      { id: order.id, status: next },
      {
        onSuccess: (updated) => {
          orderToast.statusUpdated(updated.status);
          onChanged?.(updated);
        },
        onError: (error) =>
          orderToast.statusFailed(error instanceof ApiError && error.status < 500 ? error.message : undefined),
      },
    );
  };

  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          aria-label={`${label}: mark order ${id} as ${next}`}
          aria-disabled={setStatus.isPending || undefined}
          title={`Mark as ${next}`}
          className={`${pill} ${className} group cursor-pointer transition hover:shadow-sm hover:brightness-95 aria-disabled:cursor-wait`}
        >
          {setStatus.isPending ? (
            <Loader2 aria-hidden="true" className="size-3 animate-spin" />
          ) : (
            <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
          )}
          {label}
          <RefreshCw aria-hidden="true" className="size-3 opacity-60 transition group-hover:opacity-100" />
        </button>
      }
      title="Are you sure?"
      description={`Order ${id} (${order.number}) will be marked as ${next}.`}
      confirmLabel={`Yes, mark it ${next}!`}
      onConfirm={change}
    />
  );
}
