import { useId, useState, type FormEvent } from 'react';
import { handoverInput } from '#domain/orders/handover.ts';
import type { Order } from '#domain/orders/order.ts';
import { nextSteps } from '#domain/orders/order-status.ts';
import { serverMessage } from '#web/lib/notify.ts';
import { useHandOverOrder } from '../api/hand-over-order.ts';
import { useSetOrderStatus } from '../api/set-order-status.ts';
import { orderToast } from '../toasts.ts';

const BUTTON =
  'rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white disabled:cursor-wait disabled:opacity-70';

/**
 * A pick-up order's next step in the drawer: confirm it, mark it ready for pick-up (the buyer is
 * mailed the code), or hand it over (HandoverForm). Cancelling is CancelOrder's.
 */
export function PickupSteps({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const setStatus = useSetOrderStatus();
  const steps = nextSteps(order.status, 'pickup');
  const take = (status: 'confirmed' | 'ready') =>
    setStatus.mutate(
      { id: order.id, step: { status } },
      {
        onSuccess: (updated) => {
          orderToast.statusUpdated(updated.status);
          onChanged(updated);
        },
        onError: orderToast.statusFailed,
      },
    );
  return (
    <div className="flex flex-wrap gap-2">
      {steps.includes('confirmed') ? (
        <button type="button" className={BUTTON} disabled={setStatus.isPending} onClick={() => take('confirmed')}>
          Confirm
        </button>
      ) : null}
      {steps.includes('ready') ? (
        <button type="button" className={BUTTON} disabled={setStatus.isPending} onClick={() => take('ready')}>
          Mark ready for pick-up
        </button>
      ) : null}
      {steps.includes('collected') ? <HandoverForm order={order} onChanged={onChanged} /> : null}
    </div>
  );
}

/**
 * Hands a ready order over at the counter: the code the buyer gives (staff never see it), and the
 * staff member's check that the photo ID shows the collector's name. A wrong code is the server's
 * sentence, shown beside the field.
 */
function HandoverForm({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const handOver = useHandOverOrder();
  const [code, setCode] = useState('');
  const [idChecked, setIdChecked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const collector = order.pickup?.name ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = handoverInput.safeParse({ code, idChecked });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setProblem(
        issue.path[0] === 'code' ? 'Enter the six digits the buyer gives.' : `Check the buyer's photo ID first.`,
      );
      return;
    }
    setProblem(null);
    handOver.mutate(
      { id: order.id, handover: parsed.data },
      {
        onSuccess: (updated) => {
          orderToast.statusUpdated(updated.status);
          onChanged(updated);
        },
        onError: (error) => setProblem(serverMessage(error, 'The order could not be handed over. Try again.') ?? null),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Hand over"
      aria-describedby={problem ? problemId : undefined}
      className="grid w-full gap-3 rounded-xl bg-sand/60 p-3"
    >
      <label className="block text-xs font-semibold text-ink-soft">
        Pick-up code the buyer gives
        <input
          className="mt-1 w-full rounded-lg border border-gold-200 bg-white px-3 py-2 font-mono text-base tracking-[0.3em]"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          required
          value={code}
          aria-invalid={problem !== null || undefined}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
      </label>
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-1"
          required
          checked={idChecked}
          onChange={(e) => setIdChecked(e.target.checked)}
        />
        <span>
          I checked the buyer&apos;s photo ID: it shows <strong>{collector}</strong>
        </span>
      </label>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-ruby">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={BUTTON} disabled={handOver.isPending}>
        Hand over
      </button>
    </form>
  );
}
