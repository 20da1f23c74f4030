import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { PRICE_FILTER, WEIGHT_FILTER } from '#domain/catalog/list-options.ts';
import { formatGrams, formatWholeDollars } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';
import { countActiveFilters, type useCollectionFilters } from '../hooks/use-collection-filters.ts';
import { CategoryFilter } from './category-filter.tsx';
import { DiamondFilters } from './diamond-filters.tsx';
import { RangeFilter } from './range-filter.tsx';
import { SearchBox } from './search-box.tsx';

type FilterControls = ReturnType<typeof useCollectionFilters>;

interface CollectionFilterPanelProps extends Pick<FilterControls, 'filters' | 'update' | 'reset'> {
  /** The panel's id; the results' heading is named after it too. */
  panelId: string;
  /** How many pieces the filters find, once known: the phone's "Show n pieces" button says it. */
  total: number | undefined;
  /** Takes the shopper to the results, after the phone's panel closes. */
  onShowResults: () => void;
}

/**
 * The collection's search and filters. On a phone the filters fold into a panel behind a button
 * that counts the active ones; on a wide screen they stay open beside the results.
 */
export function CollectionFilterPanel({
  filters,
  update,
  reset,
  panelId,
  total,
  onShowResults,
}: CollectionFilterPanelProps) {
  const [panelOpen, setPanelOpen] = useState(false);
  const activeFilters = countActiveFilters(filters);
  const anythingToClear = activeFilters > 0 || filters.q !== '';

  return (
    <aside aria-label={t('catalog.filters.label')} className="lg:sticky lg:top-24 lg:self-start">
      <SearchBox
        value={filters.q}
        // Refining a search replaces its history entry; starting or clearing one adds an entry.
        onSearch={(q) => update({ q }, { replace: filters.q !== '' && q !== '' })}
      />

      <button
        type="button"
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={() => setPanelOpen((open) => !open)}
        className="mt-4 flex h-11 w-full items-center justify-center gap-2 rounded-full border border-stone-300 bg-white text-sm font-medium text-ink shadow-sm transition hover:border-gold-500 lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {panelOpen ? t('catalog.filters.hide') : t('catalog.filters.show')}
        {activeFilters > 0 && (
          <span className="grid size-5 place-items-center rounded-full bg-gold-600 text-xs text-white">
            <span className="sr-only">(</span>
            {activeFilters}
            <span className="sr-only"> {t('catalog.filters.active')})</span>
          </span>
        )}
      </button>

      <div
        id={panelId}
        className={`${panelOpen ? 'block' : 'hidden'} mt-4 space-y-8 rounded-2xl border border-gold-100 bg-white p-5 shadow-sm lg:mt-8 lg:block lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
      >
        <CategoryFilter value={filters.category} onChange={(category) => update({ category })} />
        <RangeFilter
          legend={t('catalog.filter.price')}
          names={{
            minimum: t('catalog.filter.price.minimum'),
            maximum: t('catalog.filter.price.maximum'),
            min: t('catalog.filter.price.min'),
            max: t('catalog.filter.price.max'),
          }}
          {...PRICE_FILTER}
          value={[filters.minPrice, filters.maxPrice]}
          format={formatWholeDollars}
          unit={{ prefix: '$' }}
          onCommit={([minPrice, maxPrice]) => update({ minPrice, maxPrice })}
        />
        <RangeFilter
          legend={t('catalog.filter.weight')}
          names={{
            minimum: t('catalog.filter.weight.minimum'),
            maximum: t('catalog.filter.weight.maximum'),
            min: t('catalog.filter.weight.min'),
            max: t('catalog.filter.weight.max'),
          }}
          {...WEIGHT_FILTER}
          value={[filters.minWeight, filters.maxWeight]}
          format={formatGrams}
          unit={{ suffix: t('catalog.unit.grams') }}
          onCommit={([minWeight, maxWeight]) => update({ minWeight, maxWeight })}
        />
        <DiamondFilters filters={filters} update={update} />
        <div className="flex flex-wrap items-center gap-3 border-t border-gold-100 pt-6">
          {anythingToClear && (
            <button
              type="button"
              onClick={reset}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-gold-700 underline-offset-4 hover:underline"
            >
              <X aria-hidden="true" className="size-4" />
              {t('catalog.filters.clear')}
            </button>
          )}
          <button
            type="button"
            onClick={() => {
              setPanelOpen(false);
              onShowResults();
            }}
            className="btn-gold ms-auto w-full sm:w-auto lg:hidden"
          >
            {total !== undefined ? t('catalog.filters.showCount', { count: total }) : t('catalog.filters.showResults')}
          </button>
        </div>
      </div>
    </aside>
  );
}
