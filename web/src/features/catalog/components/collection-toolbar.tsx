import { LayoutGrid, List } from 'lucide-react';
import { useId } from 'react';
import { PRODUCT_SORTS, SORT_LABELS, type ProductSort } from '#domain/catalog/list-options.ts';
import type { CollectionView } from '../hooks/use-collection-filters.ts';
import { useInstantValue } from '#web/hooks/use-instant-value.ts';
import { formatCount } from '#web/lib/format.ts';
import { FilterSelect } from '#web/components/ui/filter-select.tsx';

export function ResultCount({ total, page, pageSize }: { total: number; page: number; pageSize: number }) {
  if (total === 0) return <>No pieces match</>;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const noun = total === 1 ? 'piece' : 'pieces';
  if (total <= pageSize) return <>{`${formatCount(total)} ${noun}`}</>;
  return <>{`Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${noun}`}</>;
}

export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (value: ProductSort) => void }) {
  const id = useId();
  const [selected, setSelected] = useInstantValue(value);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-ink-soft">
        Sort by
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
            {SORT_LABELS[sort]}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}

export function ViewToggle({ value, onChange }: { value: CollectionView; onChange: (value: CollectionView) => void }) {
  const options = [
    { view: 'grid', label: 'Grid view', Icon: LayoutGrid },
    { view: 'list', label: 'List view', Icon: List },
  ] as const;
  const [selected, setSelected] = useInstantValue(value);
  return (
    <div role="group" aria-label="Layout" className="flex rounded-full border border-stone-300 bg-white p-1 shadow-sm">
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
