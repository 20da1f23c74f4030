import { Gem, Home, RotateCcw } from 'lucide-react';
import { store } from '#domain/store/settings.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { paths } from '#web/config/paths.ts';
import { t } from '#web/lib/i18n.ts';
import { storeName } from '#web/lib/store-texts.ts';

/**
 * What shows when a page fails to render or its code cannot be fetched. It replaces the whole
 * layout (which may be what broke), so it brings its own landmark and uses plain links that
 * reload the app from scratch.
 */
export function RootErrorPage() {
  const title = t('error.title');
  const message = t('error.unexpected');
  return (
    <main className="relative flex min-h-screen items-center justify-center overflow-hidden bg-ink px-6 py-16 text-ivory">
      <PageMeta title={title} />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_50%_30%,rgb(212_175_55/0.2),transparent_60%)]"
      />
      <div className="relative max-w-lg text-center">
        <a href={paths.home.getHref()} className="inline-flex items-center gap-2.5 text-ivory">
          <Gem size={26} strokeWidth={1.5} className="text-gold-400" aria-hidden="true" />
          <span className="font-serif text-2xl font-semibold">{storeName()}</span>
        </a>
        <h1 className="mt-10 text-5xl font-semibold text-ivory sm:text-6xl">{title}</h1>
        <span aria-hidden="true" className="mx-auto mt-5 block h-px w-16 bg-gold-400" />
        <p className="mt-6 text-lg text-ivory/80">{message}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={paths.home.getHref()} className="btn-gold">
            <Home size={16} aria-hidden="true" />
            {t('error.home')}
          </a>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex items-center justify-center gap-2 rounded-full border border-gold-400 px-6 py-3 text-sm font-semibold tracking-wide text-gold-300 uppercase transition hover:bg-gold-400 hover:text-ink"
          >
            <RotateCcw size={16} aria-hidden="true" />
            {t('error.retry')}
          </button>
        </div>
        <p className="mt-10 text-sm text-ivory/70">
          {t('error.help')}{' '}
          <a href={store.phoneHref} dir="ltr" className="font-semibold text-gold-300 underline underline-offset-4">
            {store.phone}
          </a>
        </p>
      </div>
    </main>
  );
}
