import { Link } from 'react-router';
import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { paths } from '#web/config/paths.ts';
import { RatesOverview } from '#web/features/rates/components/rates-overview.tsx';

/** /rates: today's rate of every karat per gram, troy ounce and tola, and 30 days of each metal. */
export function RatesRoute() {
  return (
    <>
      <PageMeta page={PAGE_META.rates} />
      <PageHeader eyebrow="Updated through the day" title="Today’s Metal Rates">
        Every piece in our shop is priced from these rates: quoted per gram of pure metal, and below for each karat per
        gram, per troy ounce (31.1035 g) and per tola (11.664 g).
      </PageHeader>
      <div className="container-page py-10 sm:py-14">
        <RatesOverview />
        <p className="mt-10 text-center">
          <Link to={paths.collection.getHref()} className="btn-gold">
            Shop the collection
          </Link>
        </p>
      </div>
    </>
  );
}
