import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { t } from '#web/lib/i18n.ts';

const BANNER = '/media/art/antique-banner.webp';

/** The spec's banner text, spelling included: 'Arrabic Style / Antique Jewellery'. */
export function AntiqueBanner() {
  return (
    <Link to={paths.collection.getHref()} className="group relative mt-16 block overflow-hidden rounded-3xl bg-ink">
      <img
        src={BANNER}
        width={1600}
        height={600}
        alt=""
        loading="lazy"
        decoding="async"
        className="absolute inset-0 h-full w-full object-cover opacity-80 transition duration-700 motion-safe:group-hover:scale-105"
      />
      <span
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-r from-ink/90 via-ink/60 to-transparent rtl:bg-linear-to-l"
      />
      <span className="relative flex min-h-64 flex-col justify-center p-8 sm:min-h-80 sm:p-14">
        <span className="text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase">
          {t('home.antique.eyebrow')}
        </span>
        <span className="mt-3 font-serif text-4xl font-semibold text-ivory sm:text-6xl">{t('home.antique.title')}</span>
        <span className="mt-6 inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-gold-300 uppercase group-hover:text-gold-100">
          {t('home.antique.cta')}
          <ArrowRight
            size={16}
            className="transition group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
          />
        </span>
      </span>
    </Link>
  );
}
