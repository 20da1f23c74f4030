import { Loader2, RefreshCw } from 'lucide-react';
import { shortOrderId } from '#domain/admin/admin-orders.ts';
import type { Order } from '#domain/orders/order.ts';
import { nextSteps, ORDER_STATUS_LABELS, type OrderStatus } from '#domain/orders/order-status.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ORDER_STATUS_PILL, ORDER_STATUS_STYLE, OrderStatusPill } from '#web/components/ui/order-status-pill.tsx';
import { useSetOrderStatus } from '../api/set-order-status.ts';
import { orderToast } from '../toasts.ts';

/** The dashboard's pill never wraps inside a table cell. */
export function StatusPill({ status }: { status: OrderStatus }) {
  return <OrderStatusPill status={status} className="whitespace-nowrap" />;
}

/**
 * The step the pill takes: confirming a pending order, or marking a shipped one delivered. Shipping
 * needs the parcel's details (the drawer's form); a delivered or cancelled order, or one whose
 * money was refunded or disputed (its status follows the payment), has no step here.
 */
const pillStep = (order: Order) =>
  nextSteps(order.status, order.fulfilment).find((step) => step === 'confirmed' || step === 'delivered');

/** The status pill as a button: a click asks for confirmation, then takes the order's next step. */
export function OrderStatusToggle({ order, onChanged }: { order: Order; onChanged?: (order: Order) => void }) {
  const setStatus = useSetOrderStatus();
  const next = pillStep(order);
  if (!next) return <StatusPill status={order.status} />;
  const label = ORDER_STATUS_LABELS[order.status];
  const className = ORDER_STATUS_STYLE[order.status];
  const id = shortOrderId(order.id);

  const change = () => {
    if (setStatus.isPending) return;
    setStatus.mutate(
      { id: order.id, step: { status: next } },
      {
        onSuccess: (updated) => {
          orderToast.statusUpdated(updated.status);
          onChanged?.(updated);
        },
        onError: orderToast.statusFailed,
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
          className={`${ORDER_STATUS_PILL} whitespace-nowrap ${className} group cursor-pointer transition hover:shadow-sm hover:brightness-95 aria-disabled:cursor-wait`}
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
