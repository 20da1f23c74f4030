import { PAGE_META } from '#domain/seo/pages.ts';
import { useEffect, useId, useRef } from 'react';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { useProducts } from '#web/features/catalog/api/get-products.ts';
import { CollectionFilterPanel } from '#web/features/catalog/components/collection-filter-panel.tsx';
import { CollectionResults } from '#web/features/catalog/components/collection-results.tsx';
import {
  countActiveFilters,
  toListParams,
  useCollectionFilters,
} from '#web/features/catalog/hooks/use-collection-filters.ts';
import { WishlistHeart } from '#web/features/wishlist/components/wishlist-heart.tsx';
import { usePrefersReducedMotion } from '#web/hooks/use-media-query.ts';
import { t } from '#web/lib/i18n.ts';
import { localized } from '#web/lib/localized-content.ts';

export function CollectionRoute() {
  const { filters, update, reset, pageHref } = useCollectionFilters();
  const products = useProducts(toListParams(filters));
  const { data } = products;
  const reducedMotion = usePrefersReducedMotion();
  const resultsRef = useRef<HTMLElement>(null);
  const panelId = useId();

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
        <CollectionFilterPanel
          filters={filters}
          update={update}
          reset={reset}
          panelId={panelId}
          total={data?.total}
          onShowResults={showResults}
        />
        <CollectionResults
          ref={resultsRef}
          headingId={`${panelId}-results`}
          products={products}
          filters={filters}
          update={update}
          reset={reset}
          pageHref={pageHref}
          anythingToClear={countActiveFilters(filters) > 0 || filters.q !== ''}
          cardAction={(product) => (
            <WishlistHeart
              productId={product.id}
              productName={localized(product.name, product.nameAr).text}
              variant="card"
            />
          )}
          onNavigate={showResults}
        />
      </div>
    </div>
  );
}
