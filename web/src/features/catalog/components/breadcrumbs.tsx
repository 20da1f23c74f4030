import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '#web/lib/i18n.ts';

export interface Crumb {
  label: string;
  /** 'en' for an English text on an Arabic page (a product without an Arabic name). */
  lang?: string;
  /** Omitted for the current page. */
  href?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label={t('catalog.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-soft">
        {items.map((item, i) => (
          <li key={item.label} className="flex min-w-0 items-center gap-1.5">
            {i > 0 && <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-stone-400 rtl:-scale-x-100" />}
            {item.href ? (
              <Link to={item.href} className="underline-offset-4 hover:text-ink hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" lang={item.lang} className="truncate font-medium text-ink">
                <bdi>{item.label}</bdi>
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
