import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { t } from '#web/lib/i18n.ts';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** The most that can be ordered (the stock left, at most 99); 0 disables the stepper. */
  max: number;
}

/** Whole pieces from 1 up to `max` (the spec's "without bound" capped by the stock). */
export function QuantityStepper({ value, onChange, max }: QuantityStepperProps) {
  const id = useId();
  const buttonClass =
    'grid size-11 place-items-center rounded-full text-ink transition hover:bg-sand disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent';
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-ink">
        {t('catalog.quantity.label')}
      </label>
      <div className="inline-flex items-center rounded-full border border-stone-300 bg-white p-0.5 shadow-sm">
        <button
          id={`${id}-dec`}
          type="button"
          aria-label={t('catalog.quantity.decrease')}
          aria-controls={id}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
          className={buttonClass}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        {/* <output> announces the new number to screen readers after each press. */}
        <output
          id={id}
          htmlFor={`${id}-dec ${id}-inc`}
          className="min-w-10 px-1 text-center font-medium text-ink tabular-nums"
        >
          {value}
        </output>
        <button
          id={`${id}-inc`}
          type="button"
          aria-label={t('catalog.quantity.increase')}
          aria-controls={id}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
          className={buttonClass}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
