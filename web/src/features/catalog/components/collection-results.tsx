import type { UseQueryResult } from '@tanstack/react-query';
import { Gem } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { PAGE_SIZE } from '#domain/catalog/list-options.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { ProductList } from '#domain/catalog/product-list.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { t } from '#web/lib/i18n.ts';
import type { useCollectionFilters } from '../hooks/use-collection-filters.ts';
import { ResultCount, SortSelect, ViewToggle } from './collection-toolbar.tsx';
import { Pagination } from './pagination.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

type FilterControls = ReturnType<typeof useCollectionFilters>;

interface CollectionResultsProps extends Pick<FilterControls, 'filters' | 'update' | 'reset' | 'pageHref'> {
  products: UseQueryResult<ProductList>;
  /** The section takes focus when the shopper is sent to the results. */
  ref: Ref<HTMLElement>;
  headingId: string;
  /** Whether a search or filter narrows the list: the empty state then offers to clear them. */
  anythingToClear: boolean;
  /** A control on each card (the wishlist heart), supplied by the page that composes features. */
  cardAction: (product: Product) => ReactNode;
  onNavigate: () => void;
}

/** The collection's results: how many, sort and view, then the pieces (or why there are none) and the pages. */
export function CollectionResults({ products, ref, headingId, filters, update, ...rest }: CollectionResultsProps) {
  const { data } = products;
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby={headingId} className="mt-8 scroll-mt-28 outline-none lg:mt-0">
      <h2 id={headingId} className="sr-only">
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
      <ResultsBody products={products} filters={filters} {...rest} />
    </section>
  );
}

function ResultsBody({
  products,
  filters,
  reset,
  pageHref,
  anythingToClear,
  cardAction,
  onNavigate,
}: Omit<CollectionResultsProps, 'ref' | 'headingId' | 'update'>) {
  const { data } = products;
  if (products.isError && !data) {
    return (
      <LoadError
        as="h3"
        what={t('catalog.collection.loadError')}
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
      />
    );
  }
  if (!data) {
    return (
      <div aria-busy="true">
        <ProductGridSkeleton view={filters.view} count={PAGE_SIZE.default} />
      </div>
    );
  }
  if (data.total === 0) {
    return (
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
    );
  }
  return (
    <>
      <div
        aria-busy={products.isFetching}
        className={`transition-opacity duration-300 ${products.isPlaceholderData ? 'opacity-50' : 'opacity-100'}`}
      >
        <ProductGrid products={data.items} view={filters.view} cardAction={cardAction} />
      </div>
      <Pagination
        // The clicked page lights up at once, while its products load.
        page={Math.min(filters.page, data.pageCount)}
        pageCount={data.pageCount}
        hrefFor={pageHref}
        onNavigate={onNavigate}
      />
    </>
  );
}
