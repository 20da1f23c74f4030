import { useId } from 'react';
import { PRODUCT_CATEGORIES } from '#domain/catalog/product-constants.ts';
import type { CategoryFilter as Category } from '../hooks/use-collection-filters.ts';
import { useInstantValue } from '#web/hooks/use-instant-value.ts';
import { categoryLabel } from '#web/lib/catalog-labels.ts';
import { t } from '#web/lib/i18n.ts';

const OPTIONS: readonly Category[] = ['All', ...PRODUCT_CATEGORIES];

/** Native radios dressed as chips: arrow keys, focus and the checked state come for free. */
export function CategoryFilter({ value, onChange }: { value: Category; onChange: (value: Category) => void }) {
  const name = useId();
  const [selected, setSelected] = useInstantValue(value);
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-ink">{t('catalog.filter.category')}</legend>
      <div className="flex flex-wrap gap-2">
        {OPTIONS.map((option) => (
          <label
            key={option}
            className="relative cursor-pointer rounded-full border border-stone-300 bg-white px-4 py-2 text-sm text-ink-soft transition select-none hover:border-gold-500 hover:text-ink has-checked:border-ink has-checked:bg-ink has-checked:text-ivory"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={selected === option}
              onChange={() => {
                setSelected(option);
                onChange(option);
              }}
              // Invisible but covering the chip: clicks land on the radio itself, which draws the focus ring.
              className="absolute inset-0 cursor-pointer appearance-none rounded-full"
            />
            {categoryLabel(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
