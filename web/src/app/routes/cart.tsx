import { PAGE_META } from '#domain/seo/pages.ts';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/seo/page-meta.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';

/** Adding to the cart arrives with the cart issue; until then the cart is honestly empty. */
export function CartRoute() {
  return (
    <div className="pb-24">
      <PageMeta page={PAGE_META.cart} />
      <meta name="robots" content="noindex" />
      <PageHeader eyebrow="Your order" title="Shopping Cart" />
      <div className="container-page pt-12 sm:pt-16">
        <EmptyState icon={<ShoppingBag size={28} strokeWidth={1.75} />} message="Your cart is empty.">
          <Link to={paths.collection.getHref()} className="btn-gold">
            Continue Shopping
          </Link>
        </EmptyState>
      </div>
    </div>
  );
}
