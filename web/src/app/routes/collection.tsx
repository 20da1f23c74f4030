import { PAGE_META } from '#domain/seo/pages.ts';
import { Gem, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PAGE_SIZE, PRICE_FILTER, WEIGHT_FILTER } from '#domain/catalog/list-options.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { useProducts } from '#web/features/catalog/api/get-products.ts';
import { CategoryFilter } from '#web/features/catalog/components/category-filter.tsx';
import { ResultCount, SortSelect, ViewToggle } from '#web/features/catalog/components/collection-toolbar.tsx';
import { Pagination } from '#web/features/catalog/components/pagination.tsx';
import { ProductGrid, ProductGridSkeleton } from '#web/features/catalog/components/product-grid.tsx';
import { RangeFilter } from '#web/features/catalog/components/range-filter.tsx';
import { SearchBox } from '#web/features/catalog/components/search-box.tsx';
import {
  countActiveFilters,
  toListParams,
  useCollectionFilters,
} from '#web/features/catalog/hooks/use-collection-filters.ts';
import { WishlistHeart } from '#web/features/wishlist/components/wishlist-heart.tsx';
import { usePrefersReducedMotion } from '#web/hooks/use-media-query.ts';
import { formatGrams, formatWholeDollars } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';
import { localized } from '#web/lib/localized-content.ts';

export function CollectionRoute() {
  const { filters, update, reset, pageHref } = useCollectionFilters();
  const products = useProducts(toListParams(filters));
  const { data } = products;
  const reducedMotion = usePrefersReducedMotion();
  const resultsRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const [panelOpen, setPanelOpen] = useState(false);
  const activeFilters = countActiveFilters(filters);
  const anythingToClear = activeFilters > 0 || filters.q !== '';

  // A page past the end (an old link, a narrower search) moves to the last real page.
  const lastPage = data && !products.isPlaceholderData ? Math.max(data.pageCount, 1) : undefined;
  useEffect(() => {
    if (lastPage !== undefined && filters.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [lastPage, filters.page, update]);

  function showResults() {
    const results = resultsRef.current;
    if (!results) return;
    results.focus({ preventScroll: true });
    if (results.getBoundingClientRect().top < 0) {
      results.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
    }
  }

  return (
    <div className="pb-24">
      <PageMeta page={PAGE_META.collection} />

      <PageHeader eyebrow={t('catalog.collection.eyebrow')} title={t('catalog.collection.title')}>
        {t('catalog.collection.intro')}
      </PageHeader>

      <div className="container-page mt-8 lg:mt-12 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-12">
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
                  showResults();
                }}
                className="btn-gold ms-auto w-full sm:w-auto lg:hidden"
              >
                {data ? t('catalog.filters.showCount', { count: data.total }) : t('catalog.filters.showResults')}
              </button>
            </div>
          </div>
        </aside>

        <section
          ref={resultsRef}
          tabIndex={-1}
          aria-labelledby={`${panelId}-results`}
          className="mt-8 scroll-mt-28 outline-none lg:mt-0"
        >
          <h2 id={`${panelId}-results`} className="sr-only">
            {t('catalog.results.heading')}
          </h2>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-b border-gold-100 pb-4">
            <p role="status" className="text-sm text-ink-soft">
              {data ? (
                <ResultCount total={data.total} page={data.page} pageSize={data.pageSize} />
              ) : (
                t('catalog.results.loading')
              )}
            </p>
            <div className="flex items-center gap-3">
              <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />
              <ViewToggle value={filters.view} onChange={(view) => update({ view })} />
            </div>
          </div>

          {products.isError && !data ? (
            <LoadError
              as="h3"
              what={t('catalog.collection.loadError')}
              onRetry={() => void products.refetch()}
              retrying={products.isFetching}
            />
          ) : !data ? (
            <div aria-busy="true">
              <ProductGridSkeleton view={filters.view} count={PAGE_SIZE.default} />
            </div>
          ) : data.total === 0 ? (
            <div className="rounded-2xl border border-gold-100 bg-white px-6 py-16 text-center">
              <Gem aria-hidden="true" className="mx-auto size-10 text-gold-500" strokeWidth={1.25} />
              <h3 className="mt-4 text-3xl text-ink">{t('catalog.empty.title')}</h3>
              <p className="mx-auto mt-2 max-w-sm text-sm text-ink-soft">{t('catalog.empty.text')}</p>
              {anythingToClear && (
                <button type="button" onClick={reset} className="btn-outline mt-6">
                  {t('catalog.filters.clear')}
                </button>
              )}
            </div>
          ) : (
            <>
              <div
                aria-busy={products.isFetching}
                className={`transition-opacity duration-300 ${products.isPlaceholderData ? 'opacity-50' : 'opacity-100'}`}
              >
                <ProductGrid
                  products={data.items}
                  view={filters.view}
                  cardAction={(product) => (
                    <WishlistHeart
                      productId={product.id}
                      productName={localized(product.name, product.nameAr).text}
                      variant="card"
                    />
                  )}
                />
              </div>
              <Pagination
                // The clicked page lights up at once, while its products load.
                page={Math.min(filters.page, data.pageCount)}
                pageCount={data.pageCount}
                hrefFor={pageHref}
                onNavigate={showResults}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
