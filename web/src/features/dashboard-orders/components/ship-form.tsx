import { useState, type FormEvent } from 'react';
import type { Order } from '#domain/orders/order.ts';
import { nextSteps } from '#domain/orders/order-status.ts';
import { CARRIER_NAMES, CARRIERS, shipmentInput, type Carrier } from '#domain/orders/shipment.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useSetOrderStatus } from '../api/set-order-status.ts';
import { orderToast } from '../toasts.ts';

const INPUT = 'mt-1 w-full rounded-lg border border-gold-200 bg-white px-3 py-2 text-sm';
const LABEL = 'block text-xs font-semibold text-ink-soft';

/** Dollars as typed ("1,250.50") in whole cents; NaN when it is not an amount. */
const centsOf = (dollars: string) => Math.round(Number(dollars.replaceAll(',', '')) * 100);

/**
 * Marks a confirmed order shipped: carrier (another carrier is named), tracking number, declared
 * (insured) value and whether a signature is required. Checked with the server's own schema first.
 */
export function ShipForm({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const setStatus = useSetOrderStatus();
  const [carrier, setCarrier] = useState<Carrier>('fedex');
  const [carrierName, setCarrierName] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [declared, setDeclared] = useState((order.total / 100).toFixed(2));
  const [signatureRequired, setSignatureRequired] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  if (!nextSteps(order.status, order.fulfilment).includes('shipped')) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = shipmentInput.safeParse({
      carrier,
      ...(carrier === 'other' ? { carrierName } : {}),
      trackingNumber,
      declaredValue: centsOf(declared),
      signatureRequired,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setProblem(`${issue.path.join('.')} ${issue.message}`);
      return;
    }
    setProblem(null);
    setStatus.mutate(
      { id: order.id, step: { status: 'shipped', shipment: parsed.data } },
      {
        onSuccess: (updated) => {
          orderToast.statusUpdated(updated.status);
          onChanged(updated);
        },
        onError: orderToast.statusFailed,
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Mark shipped" className="grid gap-3 sm:grid-cols-2">
      <label className={LABEL}>
        Carrier
        <select className={INPUT} value={carrier} onChange={(e) => setCarrier(e.target.value as Carrier)}>
          {CARRIERS.map((option) => (
            <option key={option} value={option}>
              {option === 'other' ? 'Other' : CARRIER_NAMES[option]}
            </option>
          ))}
        </select>
      </label>
      {carrier === 'other' ? (
        <label className={LABEL}>
          Carrier name
          <input className={INPUT} value={carrierName} onChange={(e) => setCarrierName(e.target.value)} />
        </label>
      ) : null}
      <label className={LABEL}>
        Tracking number
        <input className={INPUT} value={trackingNumber} onChange={(e) => setTrackingNumber(e.target.value)} />
      </label>
      <label className={LABEL}>
        Declared (insured) value, $
        <input className={INPUT} inputMode="decimal" value={declared} onChange={(e) => setDeclared(e.target.value)} />
      </label>
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" checked={signatureRequired} onChange={(e) => setSignatureRequired(e.target.checked)} />
        Signature required on delivery
      </label>
      {problem ? (
        <p role="alert" className="text-sm text-ruby sm:col-span-2">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={setStatus.isPending}
        className="rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white sm:col-span-2"
      >
        Mark shipped
      </button>
    </form>
  );
}

/** Cancels an order not yet shipped or collected, after a confirmation; its pieces go back to their branches. */
export function CancelOrder({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const setStatus = useSetOrderStatus();
  if (!nextSteps(order.status, order.fulfilment).includes('cancelled')) return null;
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="text-sm font-semibold text-ruby hover:underline">
          Cancel order
        </button>
      }
      title="Cancel this order?"
      description={`Order ${order.number} will be cancelled and its pieces put back in stock. This cannot be undone.`}
      confirmLabel="Yes, cancel it"
      onConfirm={() =>
        setStatus.mutate(
          { id: order.id, step: { status: 'cancelled' } },
          { onSuccess: onChanged, onError: orderToast.statusFailed },
        )
      }
    />
  );
}
