import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { SellGoldForm } from '#web/features/sell-gold/components/sell-gold-form.tsx';
import { t } from '#web/lib/i18n.ts';

/** /sell-gold: an offer online for old gold, silver or platinum at today's buy rate, then a visit to assay it. */
export function SellGoldRoute() {
  return (
    <div className="pb-24">
      <PageMeta page={PAGE_META.sellGold} />
      <PageHeader eyebrow={t('exchange.page.eyebrow')} title={t('exchange.page.title')}>
        {t('exchange.page.intro')}
      </PageHeader>
      <div className="container-page pt-10 sm:pt-12">
        <SellGoldForm />
      </div>
    </div>
  );
}
