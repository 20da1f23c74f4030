import type { Order } from '#domain/orders/order.ts';
import { t } from '#web/lib/i18n.ts';
import { paymentMethodText } from '../payment-method.ts';

/** Where the order goes, as a courier's label reads. */
export function ShippingAddress({ shipping }: { shipping: NonNullable<Order['shipping']> }) {
  return (
    <address className="text-sm leading-relaxed text-ink-soft not-italic">
      <span className="font-medium text-ink">{shipping.name}</span>
      <br />
      {shipping.street}
      <br />
      {shipping.city}, {shipping.state} {shipping.zip}
      <br />
      <bdi dir="ltr">{shipping.phone}</bdi>
    </address>
  );
}

const FACT_HEADING = 'font-sans text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase';

/** 'Shipping to' and 'Paid with', as the order card and the confirmation show them. */
export function ShippingAndPayment({ order }: { order: Order }) {
  return (
    <>
      {order.shipping && (
        <div>
          <h3 className={FACT_HEADING}>{t('orders.shippingTo')}</h3>
          <div className="mt-2">
            <ShippingAddress shipping={order.shipping} />
          </div>
        </div>
      )}
      <div>
        <h3 className={FACT_HEADING}>{t('orders.paidWith')}</h3>
        <p className="mt-2 text-sm text-ink-soft">{paymentMethodText(order.payment)}</p>
      </div>
    </>
  );
}
