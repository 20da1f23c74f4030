import { Minus, Plus } from 'lucide-react';
import { t } from '#web/lib/i18n.ts';

const stepButton =
  'grid size-9 place-items-center rounded-full text-ink transition hover:bg-sand disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent';

interface LineQuantityStepperProps {
  /** The piece's name as shown, for the buttons' names. */
  name: string;
  quantity: number;
  /** The most that can be ordered: the stock left, capped per line. */
  limit: number;
  busy: boolean;
  onChange: (quantity: number) => void;
}

/** 'Qty: n' between − and + buttons for one cart line. */
export function LineQuantityStepper({ name, quantity, limit, busy, onChange }: LineQuantityStepperProps) {
  return (
    <div
      role="group"
      aria-label={t('cart.line.quantityOf', { name })}
      className="inline-flex items-center rounded-full border border-stone-300 bg-white p-0.5"
    >
      <button
        type="button"
        aria-label={t('cart.line.decrease', { name })}
        // Over the stock left, one press comes down to what can still be ordered.
        onClick={() => onChange(Math.min(quantity - 1, limit))}
        disabled={busy || quantity <= 1 || limit === 0}
        className={stepButton}
      >
        <Minus aria-hidden="true" className="size-3.5" />
      </button>
      <output className="min-w-16 px-1 text-center text-sm font-medium text-ink tabular-nums">
        {t('cart.line.qty', { quantity })}
      </output>
      <button
        type="button"
        aria-label={t('cart.line.increase', { name })}
        onClick={() => onChange(quantity + 1)}
        disabled={busy || quantity >= limit}
        className={stepButton}
      >
        <Plus aria-hidden="true" className="size-3.5" />
      </button>
    </div>
  );
}
