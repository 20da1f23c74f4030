import type { OrderStatus } from '#domain/orders/order-status.ts';

const STYLE: Record<OrderStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-gold-50 text-gold-700 ring-gold-300' },
  confirmed: { label: 'Confirmed', className: 'bg-emerald-50 text-emerald ring-emerald/30' },
  cancelled: { label: 'Cancelled', className: 'bg-red-50 text-ruby ring-ruby/30' },
};

/** The order's status as a coloured pill; the word itself carries the meaning, not the colour. */
export function OrderStatusPill({ status }: { status: OrderStatus }) {
  const { label, className } = STYLE[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1 ${className}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </span>
  );
}
