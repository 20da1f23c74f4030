import { ChevronDown, LayoutGrid, List } from 'lucide-react';
import { useId } from 'react';
import { PRODUCT_SORTS, SORT_LABELS, type ProductSort } from '#domain/catalog/list-options.ts';
import type { CollectionView } from '../hooks/use-collection-filters.ts';
import { useInstantValue } from '../hooks/use-instant-value.ts';
import { formatCount } from '#web/lib/format.ts';

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
      <div className="relative">
        <select
          id={id}
          value={selected}
          onChange={(event) => {
            const sort = event.target.value as ProductSort;
            setSelected(sort);
            onChange(sort);
          }}
          className="h-10 w-full min-w-0 appearance-none rounded-full border border-stone-300 bg-white py-0 pr-10 pl-4 text-sm text-ink shadow-sm transition outline-none focus:border-gold-500 focus:ring-2 focus:ring-gold-300/60"
        >
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-soft"
        />
      </div>
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
