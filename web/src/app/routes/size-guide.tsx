import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { BangleSizes } from '#web/features/size-guide/components/bangle-sizes.tsx';
import { ChainLengths } from '#web/features/size-guide/components/chain-lengths.tsx';
import { RingSizer } from '#web/features/size-guide/components/ring-sizer.tsx';
import { RingSizes } from '#web/features/size-guide/components/ring-sizes.tsx';
import { SizeGuideNav } from '#web/features/size-guide/components/size-guide-nav.tsx';
import { SizingVisit } from '#web/features/size-guide/components/sizing-visit.tsx';
import { t } from '#web/lib/i18n.ts';

/**
 * /size-guide: how to measure for a ring, a bangle or a chain, the charts, and a ring sizer to
 * print. Printing the page prints the sizer alone (the shell and the other parts are print:hidden).
 */
export function SizeGuideRoute() {
  return (
    <div className="pb-24 print:pb-0">
      <PageMeta page={PAGE_META.sizeGuide} />
      <div className="print:hidden">
        <PageHeader eyebrow={t('sizeGuide.eyebrow')} title={t('sizeGuide.title')}>
          {t('sizeGuide.intro')}
        </PageHeader>
      </div>
      <div className="container-page flex flex-col gap-16 pt-8 sm:pt-10 print:p-0">
        <SizeGuideNav />
        <RingSizes />
        <RingSizer />
        <BangleSizes />
        <ChainLengths />
        <SizingVisit />
      </div>
    </div>
  );
}
