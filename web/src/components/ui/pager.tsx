import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';

/** "Showing 21–40 of 43 customers" above or below a paged list. */
export function rangeText(page: number, pageSize: number, total: number, noun: [string, string]): string {
  const word = total === 1 ? noun[0] : noun[1];
  if (total <= pageSize) return `${formatCount(total)} ${word}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${word}`;
}

const stepClass = 'inline-flex h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition';

/**
 * Previous / "Page 2 of 5" / Next for the dashboard's lists. Pages are links (the page number
 * lives in the URL), so Back, a new tab and a shared link all work.
 */
export function Pager({
  page,
  pageCount,
  hrefFor,
  label = 'Pages',
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  const step = (target: number, text: string, children: ReactNode) =>
    target < 1 || target > pageCount ? (
      <span aria-hidden="true" className={`${stepClass} cursor-not-allowed border-stone-200 text-stone-600`}>
        {children}
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        aria-label={text}
        rel={target < page ? 'prev' : 'next'}
        className={`${stepClass} border-stone-300 bg-white text-ink shadow-sm hover:border-gold-500 hover:bg-gold-50`}
      >
        {children}
      </Link>
    );
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3 sm:justify-center sm:gap-6">
      {step(
        page - 1,
        t('ui.pager.previousPage'),
        <>
          <ChevronLeft size={16} aria-hidden="true" className="rtl:-scale-x-100" />
          {t('ui.pager.previous')}
        </>,
      )}
      <p className="text-sm text-ink-soft tabular-nums">{t('ui.pager.pageOf', { page, count: pageCount })}</p>
      {step(
        page + 1,
        t('ui.pager.nextPage'),
        <>
          {t('ui.pager.next')}
          <ChevronRight size={16} aria-hidden="true" className="rtl:-scale-x-100" />
        </>,
      )}
    </nav>
  );
}
