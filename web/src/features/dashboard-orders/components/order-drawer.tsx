import * as Dialog from '@radix-ui/react-dialog';
import { CreditCard, Mail, MapPin, Package, Phone, Store, Truck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { shortOrderId } from '#domain/admin/admin-orders.ts';
import { formatCents, formatDateTime, formatGateway } from '#web/lib/format.ts';
import type { Order } from '#domain/orders/order.ts';
import { MoneyTotals } from '#web/components/ui/money-totals.tsx';
import { PricedLines } from '#web/components/ui/priced-lines.tsx';
import { OrderLineBreakup } from '#web/components/price-breakup/order-line-breakup.tsx';
import { cardBrandName } from '#domain/checkout/card.ts';
import { LineRate } from './line-rate.tsx';
import { OrderTrail } from '#web/components/ui/order-trail.tsx';
import { store } from '#domain/store/settings.ts';
import { OrderStatusToggle } from './order-status.tsx';
import { PickupSteps } from './pickup-steps.tsx';
import { CancelOrder, ShipForm } from './ship-form.tsx';

/** The branch's name as the dashboard shows it (English). */
const branchName = (id: string) => store.branches.find((branch) => branch.id === id)?.name ?? id;

interface OrderDrawerProps {
  /** The order shown; null keeps the drawer closed. */
  order: Order | null;
  onClose: () => void;
  onChanged: (order: Order) => void;
  /** Puts focus back on the row's button once the drawer has closed. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * One order in full, in a panel from the right (a Radix dialog: focus stays inside, Escape and
 * the backdrop close it): every line with the rate it was priced at, the totals and tax lines, the
 * shipping address or the pick-up branch and collector, the next steps and the payment: the card
 * and its reference, and any store credit spent (the card paid the total less it).
 */
export function OrderDrawer({ order, onClose, onChanged, onCloseAutoFocus }: OrderDrawerProps) {
  return (
    <Dialog.Root open={order !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/45 motion-safe:data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full max-w-lg flex-col bg-ivory shadow-2xl shadow-ink/30 outline-none motion-safe:data-[state=open]:animate-slide-in-right"
        >
          {order ? <OrderDetail order={order} onChanged={onChanged} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function OrderDetail({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const { shipping, pickup, payment } = order;
  return (
    <>
      <div className="flex items-start justify-between gap-4 border-b border-gold-100 bg-white px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <Dialog.Title className="font-serif text-3xl leading-tight font-semibold text-ink">
            Order #{shortOrderId(order.id)}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-soft">
            {order.number} · {formatDateTime(order.createdAt)}
          </Dialog.Description>
        </div>
        <Dialog.Close
          aria-label="Close order details"
          className="grid size-10 shrink-0 place-items-center rounded-full text-ink transition hover:bg-sand"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>

      <div className="flex-1 space-y-6 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-gold-100">
          <span className="text-sm text-ink-soft">Status</span>
          <OrderStatusToggle order={order} onChanged={onChanged} />
        </div>

        <Section title="Progress" icon={<Truck className="size-4" />}>
          <OrderTrail order={order} />
          {order.shipment ? (
            <p className="mt-2 text-sm text-ink-soft">
              Insured for {formatCents(order.shipment.declaredValue)}
              {order.shipment.signatureRequired ? ' · signature required' : ''}
            </p>
          ) : null}
          <div className="mt-4 space-y-3">
            {pickup ? (
              <PickupSteps order={order} onChanged={onChanged} />
            ) : (
              <ShipForm order={order} onChanged={onChanged} />
            )}
            <CancelOrder order={order} onChanged={onChanged} />
          </div>
        </Section>

        {pickup && (
          <Section title={`Pick-up at ${branchName(pickup.branchId)}`} icon={<Store className="size-4" />}>
            <p className="text-sm text-ink-soft">Collected by (the name on the photo ID)</p>
            <p className="font-medium text-ink">{pickup.name}</p>
            <PhoneLink phone={pickup.phone} className="mt-1" />
          </Section>
        )}

        <Section title="Customer" icon={<Mail className="size-4" />}>
          <p className="font-medium text-ink">{order.customer.name}</p>
          <a href={`mailto:${order.customer.email}`} className="text-sm break-all text-gold-700 hover:underline">
            {order.customer.email}
          </a>
        </Section>

        <Section title={`Items (${order.itemCount})`} icon={<Package className="size-4" />}>
          <PricedLines
            lines={order.lines}
            size="compact"
            below={(line) => (
              <>
                <LineRate piece={line.breakup} />
                <OrderLineBreakup line={line} size="compact" />
              </>
            )}
          />
          <MoneyTotals
            subtotal={order.subtotal}
            tax={order.tax}
            total={order.total}
            className="mt-4 border-t border-gold-100 pt-4"
          />
          <TaxLines order={order} />
        </Section>

        {shipping && (
          <Section title="Shipping address" icon={<MapPin className="size-4" />}>
            <address className="text-sm leading-relaxed text-ink not-italic">
              {shipping.name}
              <br />
              {shipping.street}
              <br />
              {shipping.city}, {shipping.state} {shipping.zip}
            </address>
            <PhoneLink phone={shipping.phone} className="mt-2" />
          </Section>
        )}

        <Section title="Payment" icon={<CreditCard className="size-4" />}>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-ink-soft">Gateway</dt>
            <dd>{formatGateway(payment.gateway)}</dd>
            {payment.gateway === 'store_credit' ? null : (
              <>
                <dt className="text-ink-soft">Card</dt>
                <dd>
                  {cardBrandName(payment.brand)}
                  {payment.last4 ? ` ending in ${payment.last4}` : ''}
                </dd>
              </>
            )}
            {order.credit > 0 ? (
              <>
                <dt className="text-ink-soft">Store credit</dt>
                <dd className="tabular-nums">{formatCents(order.credit)}</dd>
                <dt className="text-ink-soft">Paid by card</dt>
                <dd className="tabular-nums">{formatCents(order.total - order.credit)}</dd>
              </>
            ) : null}
            <dt className="text-ink-soft">Reference</dt>
            <dd className="font-mono text-xs break-all">{payment.reference}</dd>
            {order.refunded > 0 ? (
              <>
                <dt className="text-ink-soft">Refunded</dt>
                <dd className="tabular-nums">
                  {formatCents(order.refunded)}
                  {order.refunded < order.total ? ` of ${formatCents(order.total)}` : ''}
                </dd>
              </>
            ) : null}
          </dl>
        </Section>
      </div>
    </>
  );
}

/** A phone number to call from the drawer. */
function PhoneLink({ phone, className }: { phone: string; className: string }) {
  return (
    <p className={`${className} flex items-center gap-1.5 text-sm`}>
      <Phone aria-hidden="true" className="size-3.5 text-gold-600" />
      <a href={`tel:${phone}`} className="text-gold-700 hover:underline">
        {phone}
      </a>
    </p>
  );
}

/** The tax as charged, by jurisdiction: its rate and amount. */
function TaxLines({ order }: { order: Order }) {
  if (order.taxLines.length === 0) return null;
  return (
    <table className="mt-3 w-full text-sm">
      <caption className="sr-only">Tax by jurisdiction</caption>
      <thead>
        <tr className="text-left text-xs text-ink-soft">
          <th scope="col" className="pb-1 font-semibold">
            Tax jurisdiction
          </th>
          <th scope="col" className="pb-1 text-right font-semibold">
            Rate
          </th>
          <th scope="col" className="pb-1 text-right font-semibold">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {order.taxLines.map((line) => (
          <tr key={line.jurisdiction}>
            <td className="py-0.5 text-ink">{line.jurisdiction}</td>
            <td className="py-0.5 text-right tabular-nums">{line.rateBasisPoints / 100}%</td>
            <td className="py-0.5 text-right tabular-nums">{formatCents(line.amountCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 ring-1 ring-gold-100">
      <h3 className="mb-3 flex items-center gap-2 font-sans text-xs font-semibold tracking-wider text-ink-soft uppercase">
        <span aria-hidden="true" className="text-gold-600">
          {icon}
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}
