import type { Order } from '#domain/orders/order.ts';
import type { OrderStep } from '#domain/orders/order-status.ts';
import { carrierName } from '#domain/orders/shipment.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { t, type MessageId } from '#web/lib/i18n.ts';

const STEP_LABEL_IDS: Record<Exclude<OrderStep, 'shipped'>, MessageId> = {
  confirmed: 'orders.trail.confirmed',
  ready: 'orders.trail.ready',
  collected: 'orders.trail.collected',
  delivered: 'orders.trail.delivered',
  cancelled: 'orders.trail.cancelled',
};

/**
 * An order's trail with its times: placed, then each step (confirmed, shipped with its carrier,
 * tracking number and link, delivered; or ready for pick-up, collected), as My Orders and the dashboard's drawer show it.
 */
export function OrderTrail({ order }: { order: Order }) {
  const { shipment } = order;
  return (
    <ol data-testid="order-trail" aria-label={t('orders.trail.title')} className="space-y-2 text-sm">
      <li className="flex flex-wrap gap-x-2">
        <span className="font-medium text-ink">{t('orders.trail.placed')}</span>
        <time dateTime={order.createdAt} className="text-ink-soft">
          {formatDateTime(order.createdAt)}
        </time>
      </li>
      {order.trail.map((step) => (
        <li key={step.status} data-step={step.status} className="flex flex-wrap gap-x-2">
          <span className="font-medium text-ink">
            {step.status === 'shipped'
              ? t('orders.trail.shipped', { carrier: shipment ? carrierName(shipment) : '' })
              : t(STEP_LABEL_IDS[step.status])}
          </span>
          <time dateTime={step.at} className="text-ink-soft">
            {formatDateTime(step.at)}
          </time>
          {step.status === 'shipped' && shipment ? (
            <span className="w-full text-ink-soft">
              {t('orders.trail.tracking', { tracking: shipment.trackingNumber })}
              {shipment.trackingUrl ? (
                <>
                  {' · '}
                  <a
                    href={shipment.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-gold-700 underline underline-offset-2 hover:text-gold-600"
                  >
                    {t('orders.trail.track')}
                  </a>
                </>
              ) : null}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
