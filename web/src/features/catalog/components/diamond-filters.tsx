import { useId } from 'react';
import { CARAT_FILTER } from '#domain/catalog/list-options.ts';
import { DIAMOND_CLARITIES, DIAMOND_COLORS, isBetterGrade, STONE_SHAPES } from '#domain/catalog/stone-grades.ts';
import { numberFormat } from '#domain/i18n/intl-cache.ts';
import { FilterSelect } from '#web/components/ui/filter-select.tsx';
import { useInstantValue } from '#web/hooks/use-instant-value.ts';
import { shapeLabel } from '#web/lib/catalog-labels.ts';
import { currentIntlLocale, t } from '#web/lib/i18n.ts';
import type { CollectionFilters } from '../hooks/use-collection-filters.ts';
import { RangeFilter } from './range-filter.tsx';

interface DiamondFiltersProps {
  filters: CollectionFilters;
  update: (patch: Partial<CollectionFilters>) => void;
}

/**
 * The diamond grades a buyer compares across shops: shapes (any of several), a colour range, a
 * clarity range and carats. A piece shows when one of its diamonds matches them all (the API's rule).
 */
export function DiamondFilters({ filters, update }: DiamondFiltersProps) {
  const hintId = useId();
  const carats = (value: number) =>
    t('breakup.carats', {
      carats: numberFormat(currentIntlLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value),
    });
  return (
    <section aria-labelledby={`${hintId}-title`} aria-describedby={hintId} className="space-y-6">
      <div>
        <h2 id={`${hintId}-title`} className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">
          {t('catalog.filter.diamonds')}
        </h2>
        <p id={hintId} className="mt-1 text-xs text-ink-soft">
          {t('catalog.filter.diamonds.hint')}
        </p>
      </div>
      <ShapeFilter value={filters.shape} onChange={(shape) => update({ shape })} />
      <GradeRange
        legend={t('catalog.filter.color')}
        hint={t('catalog.filter.color.hint')}
        labels={[t('catalog.filter.color.from'), t('catalog.filter.color.to')]}
        scale={DIAMOND_COLORS}
        value={[filters.colorFrom, filters.colorTo]}
        onChange={([colorFrom, colorTo]) => update({ colorFrom, colorTo })}
      />
      <GradeRange
        legend={t('catalog.filter.clarity')}
        hint={t('catalog.filter.clarity.hint')}
        labels={[t('catalog.filter.clarity.from'), t('catalog.filter.clarity.to')]}
        scale={DIAMOND_CLARITIES}
        value={[filters.clarityFrom, filters.clarityTo]}
        onChange={([clarityFrom, clarityTo]) => update({ clarityFrom, clarityTo })}
      />
      <RangeFilter
        legend={t('catalog.filter.carats')}
        names={{
          minimum: t('catalog.filter.carats.minimum'),
          maximum: t('catalog.filter.carats.maximum'),
          min: t('catalog.filter.carats.min'),
          max: t('catalog.filter.carats.max'),
        }}
        {...CARAT_FILTER}
        value={[filters.caratMin, filters.caratMax]}
        format={carats}
        unit={{ suffix: t('catalog.unit.carats') }}
        onCommit={([caratMin, caratMax]) => update({ caratMin, caratMax })}
      />
    </section>
  );
}

/** Native checkboxes dressed as chips, like the categories' radios: Tab and Space work as they always do. */
function ShapeFilter({
  value,
  onChange,
}: {
  value: CollectionFilters['shape'];
  onChange: (value: CollectionFilters['shape']) => void;
}) {
  const [chosen, setChosen] = useInstantValue(value);
  const toggle = (shape: (typeof STONE_SHAPES)[number]) => {
    const next = STONE_SHAPES.filter((s) => (s === shape ? !chosen.includes(s) : chosen.includes(s)));
    setChosen(next);
    onChange(next);
  };
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-ink">{t('catalog.filter.shape')}</legend>
      <div className="flex flex-wrap gap-2">
        {STONE_SHAPES.map((shape) => (
          <label
            key={shape}
            className="relative cursor-pointer rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm text-ink-soft transition select-none hover:border-gold-500 hover:text-ink has-checked:border-ink has-checked:bg-ink has-checked:text-ivory"
          >
            <input
              type="checkbox"
              value={shape}
              checked={chosen.includes(shape)}
              onChange={() => toggle(shape)}
              // Invisible but covering the chip: clicks land on the checkbox itself, which draws the focus ring.
              className="absolute inset-0 cursor-pointer appearance-none rounded-full"
            />
            {shapeLabel(shape)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A range on a grade scale as two selects, best grade and lowest; choosing one past the other
 * moves the other with it, so the range is never empty.
 */
function GradeRange<T extends string>({
  legend,
  hint,
  labels,
  scale,
  value,
  onChange,
}: {
  legend: string;
  hint: string;
  labels: readonly [string, string];
  scale: readonly T[];
  value: readonly [T, T];
  onChange: (value: [T, T]) => void;
}) {
  const id = useId();
  const [range, setRange] = useInstantValue(value);
  const choose = (end: 0 | 1, grade: T) => {
    const [best, lowest] = range;
    const next: [T, T] =
      end === 0
        ? [grade, isBetterGrade(scale, lowest, grade) ? grade : lowest]
        : [isBetterGrade(scale, grade, best) ? grade : best, grade];
    setRange(next);
    onChange(next);
  };
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
        {hint}
      </p>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {([0, 1] as const).map((end) => (
          <div key={end}>
            <label htmlFor={`${id}-${end}`} className="mb-1 block text-xs font-medium text-ink-soft">
              {labels[end]}
            </label>
            <FilterSelect
              id={`${id}-${end}`}
              size="sm"
              value={range[end]}
              onChange={(event) => choose(end, event.target.value as T)}
            >
              {scale.map((grade) => (
                <option key={grade} value={grade}>
                  {grade}
                </option>
              ))}
            </FilterSelect>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
