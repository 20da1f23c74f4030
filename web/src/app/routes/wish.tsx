import { PAGE_META } from '#domain/seo/pages.ts';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/seo/page-meta.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';

/** Saving pieces arrives with the wishlist issue; until then the list is honestly empty. */
export function WishRoute() {
  return (
    <div className="pb-24">
      <PageMeta page={PAGE_META.wish} />
      <meta name="robots" content="noindex" />
      <PageHeader eyebrow="Saved pieces" title="Wishlist" />
      <div className="container-page pt-12 sm:pt-16">
        <EmptyState icon={<Heart size={28} strokeWidth={1.75} />} message="Your wishlist is empty.">
          <Link to={paths.collection.getHref()} className="btn-gold">
            Browse the Collection
          </Link>
        </EmptyState>
      </div>
    </div>
  );
}
