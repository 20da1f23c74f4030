import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMediaQuery } from '#web/hooks/use-media-query.ts';
import { formatCount } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';

type PageItem = number | 'gap-start' | 'gap-end';

/**
 * Page numbers to show: always the first and last, `siblings` either side of the current page,
 * and gaps in between. The list keeps one length so the bar does not jump from page to page.
 */
export function pageItems(current: number, count: number, siblings: number): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const slots = siblings * 2 + 5;
  if (count <= slots) return range(1, count);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, count);
  if (left <= 3) return [...range(1, slots - 2), 'gap-end', count];
  if (right >= count - 2) return [1, 'gap-start', ...range(count - slots + 3, count)];
  return [1, 'gap-start', ...range(left, right), 'gap-end', count];
}

const itemBase =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm tabular-nums transition';
const linkClass = `${itemBase} text-ink hover:bg-sand`;

export function Pagination({
  page,
  pageCount,
  hrefFor,
  onNavigate,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** Called when a page link is followed, e.g. to bring the results into view. */
  onNavigate?: () => void;
}) {
  const wide = useMediaQuery('(min-width: 640px)');
  if (pageCount <= 1) return null;
  const items = pageItems(page, pageCount, wide ? 1 : 0);

  const step = (target: number, label: string, children: ReactNode) =>
    target < 1 || target > pageCount ? (
      // Nothing to follow at either end: drawn for balance, hidden from assistive tech.
      <span aria-hidden="true" className={`${itemBase} gap-1 cursor-not-allowed text-stone-600`}>
        {children}
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        preventScrollReset
        onClick={onNavigate}
        aria-label={label}
        rel={target < page ? 'prev' : 'next'}
        className={`${linkClass} gap-1`}
      >
        {children}
      </Link>
    );

  return (
    <nav aria-label={t('catalog.pagination.label')} className="mt-12 flex justify-center">
      <ul className="flex items-center gap-1">
        <li>
          {step(
            page - 1,
            t('catalog.pagination.previousPage'),
            <>
              <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              <span className="sr-only sm:not-sr-only">{t('catalog.pagination.previous')}</span>
            </>,
          )}
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                preventScrollReset
                onClick={onNavigate}
                aria-label={t('catalog.pagination.page', { page: formatCount(item) })}
                aria-current={item === page ? 'page' : undefined}
                className={item === page ? `${itemBase} bg-ink font-semibold text-ivory` : linkClass}
              >
                {formatCount(item)}
              </Link>
            </li>
          ) : (
            <li
              key={item}
              aria-hidden="true"
              className="inline-flex h-10 w-6 items-end justify-center pb-2 text-ink-soft"
            >
              …
            </li>
          ),
        )}
        <li>
          {step(
            page + 1,
            t('catalog.pagination.nextPage'),
            <>
              <span className="sr-only sm:not-sr-only">{t('catalog.pagination.next')}</span>
              <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </>,
          )}
        </li>
      </ul>
    </nav>
  );
}
