import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '../../components/seo/page-meta.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

/** Checkout: built in the checkout feature. */
export function PaymentRoute() {
  return (
    <div className="pb-24">
      <PageMeta page={PAGE_META.payment} />
      <meta name="robots" content="noindex" />
      <PageHeader eyebrow="Secure checkout" title="Checkout" />
    </div>
  );
}
