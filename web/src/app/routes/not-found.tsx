import { PAGE_META } from '#domain/seo/pages.ts';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { t } from '#web/lib/i18n.ts';

export function NotFoundRoute() {
  return (
    <>
      <PageMeta page={PAGE_META.notFound} />
      <meta name="robots" content="noindex" />
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_50%_35%,rgb(212_175_55/0.16),transparent_60%)]"
        />
        <div className="relative container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
          <h1 className="flex flex-col items-center">
            <span className="bg-linear-to-b from-gold-400 to-gold-700 bg-clip-text font-serif text-[9rem] leading-none font-semibold text-transparent sm:text-[12rem]">
              404
            </span>
            <span className="mt-2 text-3xl font-semibold text-ink sm:text-5xl">{t('notFound.title')}</span>
          </h1>
          <span aria-hidden="true" className="mt-6 block h-px w-16 bg-gold-400" />
          <p className="mt-6 max-w-md text-lg text-ink-soft">{t('notFound.text')}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.home.getHref()} className="btn-gold">
              <ArrowLeft size={16} aria-hidden="true" className="rtl:-scale-x-100" />
              {t('notFound.home')}
            </Link>
            <Link to={paths.collection.getHref()} className="btn-outline">
              {t('notFound.browse')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
