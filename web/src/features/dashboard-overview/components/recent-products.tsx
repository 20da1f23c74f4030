import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '#domain/catalog/product.ts';
import { ProductThumb } from '#web/components/ui/product-thumb.tsx';
import { formatCents } from '#web/lib/format.ts';
import { dashboardPaths } from '#web/config/dashboard-paths.ts';

/** The five newest pieces, newest first, each with a way to edit it. */
export function RecentProducts({ products }: { products: Product[] }) {
  if (products.length === 0) return <p className="text-sm text-ink-soft">No products yet.</p>;
  return (
    <ul className="divide-y divide-gold-100">
      {products.map((product) => {
        const image = product.images[0];
        return (
          <li key={product.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <ProductThumb src={image} size={48} className="size-12 shrink-0 overflow-hidden rounded-xl bg-sand" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-ink">{product.name}</p>
              <p className="truncate text-sm text-ink-soft">
                {product.category} · {formatCents(product.price)} ·{' '}
                {product.stock > 0 ? (
                  `${product.stock} in stock`
                ) : (
                  <span className="font-medium text-ruby">Out of stock</span>
                )}
              </p>
            </div>
            <Link
              to={dashboardPaths.editProduct.getHref(product.id)}
              aria-label={`Edit ${product.name}`}
              className="grid size-10 shrink-0 place-items-center rounded-full text-gold-700 transition hover:bg-gold-50"
            >
              <Pencil size={16} aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
