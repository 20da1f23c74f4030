import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '../../components/seo/page-meta.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

/** The customer's orders: built in the orders feature. */
export function AccountOrdersRoute() {
  return (
    <div className="pb-24">
      <PageMeta page={PAGE_META.orders} />
      <meta name="robots" content="noindex" />
      <PageHeader eyebrow="Your account" title="My Orders" />
    </div>
  );
}
