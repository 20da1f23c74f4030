import { LayoutGrid, List } from 'lucide-react';
import { useId } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '#domain/catalog/list-options.ts';
import type { CollectionView } from '../hooks/use-collection-filters.ts';
import { useInstantValue } from '#web/hooks/use-instant-value.ts';
import { formatCount } from '#web/lib/format.ts';
import { FilterSelect } from '#web/components/ui/filter-select.tsx';
import { sortLabel } from '#web/lib/catalog-labels.ts';
import { t } from '#web/lib/i18n.ts';

export function ResultCount({ total, page, pageSize }: { total: number; page: number; pageSize: number }) {
  if (total === 0) return <>{t('catalog.results.none')}</>;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  if (total <= pageSize) return <>{t('catalog.results.count', { count: total })}</>;
  return <>{t('catalog.results.showing', { first: formatCount(first), last: formatCount(last), count: total })}</>;
}

export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (value: ProductSort) => void }) {
  const id = useId();
  const [selected, setSelected] = useInstantValue(value);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-ink-soft">
        {t('catalog.sort.label')}
      </label>
      <FilterSelect
        size="sm"
        id={id}
        value={selected}
        onChange={(event) => {
          const sort = event.target.value as ProductSort;
          setSelected(sort);
          onChange(sort);
        }}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabel(sort)}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}

export function ViewToggle({ value, onChange }: { value: CollectionView; onChange: (value: CollectionView) => void }) {
  const options = [
    { view: 'grid', label: t('catalog.view.grid'), Icon: LayoutGrid },
    { view: 'list', label: t('catalog.view.list'), Icon: List },
  ] as const;
  const [selected, setSelected] = useInstantValue(value);
  return (
    <div
      role="group"
      aria-label={t('catalog.view.label')}
      className="flex rounded-full border border-stone-300 bg-white p-1 shadow-sm"
    >
      {options.map(({ view, label, Icon }) => (
        <button
          key={view}
          type="button"
          aria-label={label}
          aria-pressed={selected === view}
          title={label}
          onClick={() => {
            setSelected(view);
            onChange(view);
          }}
          className="grid size-8 place-items-center rounded-full text-ink-soft transition hover:text-ink aria-pressed:bg-ink aria-pressed:text-ivory"
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </div>
  );
}
