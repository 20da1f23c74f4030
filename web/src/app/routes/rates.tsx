import { Link } from 'react-router';
import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { paths } from '#web/config/paths.ts';
import { RatesOverview } from '#web/features/rates/components/rates-overview.tsx';
import { t } from '#web/lib/i18n.ts';

/** /rates: today's rate of every karat per gram, troy ounce and tola, and 30 days of each metal. */
export function RatesRoute() {
  return (
    <>
      <PageMeta page={PAGE_META.rates} />
      <PageHeader eyebrow={t('rates.page.eyebrow')} title={t('rates.page.title')}>
        {t('rates.page.intro')}
      </PageHeader>
      <div className="container-page py-10 sm:py-14">
        <RatesOverview />
        <p className="mt-8 text-center text-sm text-ink-soft">
          {t('rates.buy.intro')}{' '}
          <Link to={paths.sellGold.getHref()} className="font-medium text-gold-700 underline underline-offset-4">
            {t('rates.buy.sellLink')}
          </Link>
        </p>
        <p className="mt-10 text-center">
          <Link to={paths.collection.getHref()} className="btn-gold">
            {t('rates.page.shop')}
          </Link>
        </p>
      </div>
    </>
  );
}
