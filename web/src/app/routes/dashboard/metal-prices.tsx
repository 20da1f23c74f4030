import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';

/** Metal Price: to be built in the dashboard features. */
export function MetalPricesRoute() {
  return (
    <div className="px-5 py-10 sm:px-10 lg:px-14 lg:py-16">
      <PageMeta page={PAGE_META.dashboard} />
      <meta name="robots" content="noindex" />
      <h1 className="text-5xl font-semibold text-ink">Metal Price</h1>
    </div>
  );
}
