import { useSearchParams } from 'react-router';
import { BRANCH_IDS, VISIT_PURPOSES, type BranchId, type VisitPurpose } from '#domain/appointments/appointment.ts';
import { PAGE_META } from '#domain/seo/pages.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { VisitBooking } from '#web/features/visit/components/visit-booking.tsx';
import { VisitCancel } from '#web/features/visit/components/visit-cancel.tsx';
import { t } from '#web/lib/i18n.ts';

const isBranchId = (value: string | null): value is BranchId => BRANCH_IDS.includes(value as BranchId);
const isPurpose = (value: string | null): value is VisitPurpose => VISIT_PURPOSES.includes(value as VisitPurpose);

/** /book-a-visit[?product=&branch=&purpose=]: book a visit; ?cancel=<token>: cancel one from its mail's link. */
export function BookVisitRoute() {
  const [search] = useSearchParams();
  const cancelToken = search.get('cancel');
  const branch = search.get('branch');
  const productId = search.get('product') ?? undefined;
  const purpose = search.get('purpose');
  const estimateId = search.get('estimate') ?? undefined;
  return (
    <div className="pb-24">
      <PageMeta page={PAGE_META.bookVisit} />
      <PageHeader eyebrow={t('visit.eyebrow')} title={t('visit.title')}>
        {t('visit.intro')}
      </PageHeader>
      <div className="container-page pt-10 sm:pt-12">
        {cancelToken ? (
          <VisitCancel token={cancelToken} />
        ) : (
          <VisitBooking
            {...(isBranchId(branch) && { branch })}
            {...(productId && { productId })}
            {...(isPurpose(purpose) && { purpose })}
            {...(estimateId && { estimateId })}
          />
        )}
      </div>
    </div>
  );
}
