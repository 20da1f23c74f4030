import { branchOf } from '#domain/appointments/appointment.ts';
import { BranchAddressAndHours } from '#web/components/ui/branch-address-hours.tsx';
import { branchName } from '#web/lib/store-texts.ts';
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

/**
 * A pick-up order: the code to show at the counter (only the buyer's answers carry it), the
 * branch's address and hours, and who collects it; while it is awaited, that a mail will say when.
 */
function PickupDetails({ pickup, awaited }: { pickup: NonNullable<Order['pickup']>; awaited: boolean }) {
  const branch = branchOf(pickup.branchId);
  return (
    <div className="space-y-4">
      <h3 className={FACT_HEADING}>{t('orders.pickup.at', { branch: branchName(branch) })}</h3>
      {awaited ? <p className="text-sm text-ink-soft">{t('orders.pickup.readyMail')}</p> : null}
      {pickup.code ? <PickupCode code={pickup.code} /> : null}
      <BranchAddressAndHours branch={branch} />
      <div className="text-sm">
        <p className="text-xs font-semibold tracking-[0.18em] text-ink-soft uppercase">
          {t('orders.pickup.collector')}
        </p>
        <p className="mt-1 text-ink">
          <span className="font-medium">{pickup.name}</span>
          <br />
          <bdi dir="ltr" className="text-ink-soft">
            {pickup.phone}
          </bdi>
        </p>
      </div>
    </div>
  );
}

function PickupCode({ code }: { code: string }) {
  return (
    <div className="rounded-2xl bg-gold-50 px-4 py-3 text-center ring-1 ring-gold-300">
      <p className="text-xs font-semibold tracking-[0.18em] text-gold-700 uppercase">{t('orders.pickup.code')}</p>
      <p dir="ltr" className="mt-1 font-mono text-3xl font-semibold tracking-[0.3em] text-ink tabular-nums">
        {code}
      </p>
      <p className="mt-1 text-xs text-ink-soft">{t('orders.pickup.showCode')}</p>
    </div>
  );
}

/** 'Shipping to' (or the pick-up's branch and code) and 'Paid with', as the order card and the confirmation show them. */
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
      {order.pickup && (
        <PickupDetails pickup={order.pickup} awaited={order.status === 'pending' || order.status === 'confirmed'} />
      )}
      <div>
        <h3 className={FACT_HEADING}>{t('orders.paidWith')}</h3>
        <p className="mt-2 text-sm text-ink-soft">{paymentMethodText(order)}</p>
      </div>
    </>
  );
}
