import { HOME_PRODUCT_COUNT } from '#domain/catalog/list-options.ts';
import type { Product } from '#domain/catalog/product.ts';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { paths } from '#web/config/paths.ts';
import { useProducts } from '../api/get-products.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';
import { t } from '#web/lib/i18n.ts';

/** Spec: the home page shows the first 4 products of the default list. */

/** `cardAction`: a control on each card (the wishlist heart), supplied by the page that composes features. */
export function FeaturedProducts({ cardAction }: { cardAction?: (product: Product) => ReactNode }) {
  const { data, isPending, isError, isFetching, refetch } = useProducts({ pageSize: HOME_PRODUCT_COUNT });

  return (
    <section aria-labelledby="featured-heading" className="container-page py-20 sm:py-24">
      <SectionHeading
        id="featured-heading"
        eyebrow={t('catalog.featured.eyebrow')}
        title={t('catalog.featured.title')}
        subtitle={t('catalog.featured.subtitle')}
      />
      {isError ? (
        <div className="mx-auto mt-12 max-w-md">
          <LoadError what={t('catalog.featured.loadError')} onRetry={() => void refetch()} retrying={isFetching} />
        </div>
      ) : (
        <ul className="mt-12 grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-4">
          {isPending
            ? Array.from({ length: HOME_PRODUCT_COUNT }, (_, i) => (
                <li key={i}>
                  <ProductCardSkeleton />
                </li>
              ))
            : data.items.slice(0, HOME_PRODUCT_COUNT).map((product) => (
                <li key={product.id} className="min-w-0">
                  <ProductCard product={product} action={cardAction?.(product)} />
                </li>
              ))}
        </ul>
      )}
      <div className="mt-12 text-center">
        <Link to={paths.collection.getHref()} className="btn-outline">
          {t('catalog.featured.viewAll')}
          <ArrowRight size={16} className="rtl:-scale-x-100" />
        </Link>
      </div>
    </section>
  );
}
