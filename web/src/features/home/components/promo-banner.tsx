import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { formatWholeDollars } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';

/** Spec's promo block. MAKE ORDER opens the collection (the original button did nothing). */
export function PromoBanner() {
  return (
    <section aria-labelledby="promo-heading" className="container-page pb-20 sm:pb-24">
      <div className="grid overflow-hidden rounded-3xl bg-ink md:grid-cols-2">
        <div className="relative flex flex-col items-center justify-center px-8 py-14 text-center sm:px-14 sm:py-20 md:items-start md:text-start">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_15%_20%,rgb(212_175_55/0.25),transparent_50%)]"
          />
          <Sparkles size={28} strokeWidth={1.5} className="relative text-gold-400" />
          <h2 id="promo-heading" className="relative mt-4 text-4xl font-semibold text-ivory sm:text-6xl">
            {t('home.promo.title')}
          </h2>
          <p className="relative mt-4 font-serif text-2xl text-gold-300 sm:text-3xl">
            {t('home.promo.startFrom', { price: formatWholeDollars(200) })}
          </p>
          <Link to={paths.collection.getHref()} className="btn-gold relative mt-9">
            {t('home.promo.cta')}
          </Link>
        </div>
        <img
          src="/media/art/promo.webp"
          width={1200}
          height={800}
          alt=""
          loading="lazy"
          decoding="async"
          className="order-first aspect-[3/2] h-full w-full object-cover md:order-last md:aspect-auto"
        />
      </div>
    </section>
  );
}
