import type { ReactNode } from 'react';
import { PAGE_META, pageMetaText } from '#domain/seo/pages.ts';
import { t } from '#web/lib/i18n.ts';
import { PageMeta } from '../seo/page-meta.tsx';

interface DashboardPageProps {
  /** The page's one h1, also the start of the tab's title. */
  title: string;
  /** The small line above the heading; 'Dashboard' unless told. */
  eyebrow?: string;
  description?: ReactNode;
  /** Buttons or links beside the heading, e.g. "Back to Metal Price". */
  actions?: ReactNode;
  children: ReactNode;
}

/** One dashboard page: its heading band, then its content, at the width every dashboard page shares. */
export function DashboardPage({ title, eyebrow = 'Dashboard', description, actions, children }: DashboardPageProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-8 lg:px-10 lg:py-12">
      {title === 'Dashboard' ? (
        <PageMeta page={PAGE_META.dashboard} />
      ) : (
        <PageMeta title={`${title} · Dashboard`} description={pageMetaText(PAGE_META.dashboard, t).description} />
      )}
      <meta name="robots" content="noindex" />
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div className="min-w-0">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="mt-2 text-4xl font-semibold text-ink sm:text-5xl">{title}</h1>
          <span aria-hidden="true" className="mt-3 block h-px w-16 bg-gold-400" />
          {description ? <p className="mt-4 max-w-2xl text-ink-soft">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </header>
      <div className="mt-8 sm:mt-10">{children}</div>
    </div>
  );
}
