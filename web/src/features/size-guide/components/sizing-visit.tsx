import { Ruler } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { t } from '#web/lib/i18n.ts';

/** For a shopper who would rather be measured: a visit booked for sizing. */
export function SizingVisit() {
  return (
    <div className="flex flex-col items-start gap-4 rounded-3xl bg-gold-50 p-6 ring-1 ring-gold-100 sm:flex-row sm:items-center sm:justify-between sm:p-8 print:hidden">
      <p className="flex items-center gap-3 text-ink">
        <Ruler aria-hidden="true" size={22} className="shrink-0 text-gold-700" />
        {t('sizeGuide.visit.text')}
      </p>
      <Link to={paths.bookVisit.getHref({ purpose: 'sizing' })} className="btn-outline shrink-0">
        {t('sizeGuide.visit.link')}
      </Link>
    </div>
  );
}
