import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '../../components/seo/page-meta.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

/** The order's confirmation: built in the checkout feature. */
export function ConfirmRoute() {
  return (
    <div className="pb-24">
      <PageMeta page={PAGE_META.confirm} />
      <meta name="robots" content="noindex" />
      <PageHeader eyebrow="Thank you" title="Order Confirmed" />
    </div>
  );
}
