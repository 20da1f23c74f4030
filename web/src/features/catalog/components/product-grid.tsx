import type { ReactNode } from 'react';
import type { Product } from '#domain/catalog/product.ts';
import type { CollectionView } from '../hooks/use-collection-filters.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';

const layoutClass: Record<CollectionView, string> = {
  grid: 'grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 lg:grid-cols-3',
  list: 'grid grid-cols-1 gap-4 sm:gap-6',
};

interface ProductGridProps {
  products: readonly Product[];
  view: CollectionView;
  /** A control on each card (the wishlist heart), supplied by the page that composes features. */
  cardAction?: (product: Product) => ReactNode;
}

export function ProductGrid({ products, view, cardAction }: ProductGridProps) {
  return (
    <ul className={layoutClass[view]}>
      {products.map((product, i) => (
        <li key={product.id} className="min-w-0">
          {/* The first row is usually on screen at once: fetch those images first. */}
          <ProductCard product={product} layout={view} eager={i < 3} action={cardAction?.(product)} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards with the real cards' proportions, so nothing moves when they arrive. */
export function ProductGridSkeleton({ view, count = 12 }: { view: CollectionView; count?: number }) {
  return (
    <ul className={layoutClass[view]} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          {view === 'grid' ? (
            <ProductCardSkeleton />
          ) : (
            <div className="flex gap-4 rounded-2xl border border-gold-100 bg-white p-3 sm:gap-6 sm:p-4">
              <div className="aspect-square w-32 shrink-0 animate-pulse rounded-2xl bg-sand sm:w-48" />
              <div className="flex-1 space-y-3 py-2">
                <div className="h-3 w-1/3 animate-pulse rounded bg-sand" />
                <div className="h-5 w-4/5 animate-pulse rounded bg-sand" />
                <div className="h-4 w-1/2 animate-pulse rounded bg-sand" />
              </div>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
