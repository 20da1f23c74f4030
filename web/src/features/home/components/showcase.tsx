import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { imageSrcSet } from '#domain/catalog/images.ts';
import { AutoplayToggle, CarouselDots } from '#web/components/ui/carousel-controls.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { usePrefersReducedMotion } from '#web/hooks/use-media-query.ts';
import { paths } from '#web/config/paths.ts';
import { categoryLabel } from '#web/lib/catalog-labels.ts';
import { formatWholeDollars } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';
import { SHOWCASE_ITEMS, type ShowcaseItem } from '../data/showcase-items.ts';

const ROTATE_MS = 5000;
const FEATURED = SHOWCASE_ITEMS.filter((item) => item.featured);

export function Showcase() {
  return (
    <section aria-labelledby="showcase-heading" className="container-page py-20 sm:py-24">
      <SectionHeading
        id="showcase-heading"
        eyebrow={t('home.showcase.eyebrow')}
        title={t('home.showcase.title')}
        subtitle={t('home.showcase.subtitle')}
      />
      <FeaturedRotator />
      <ul className="mt-14 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3">
        {SHOWCASE_ITEMS.map((item) => (
          <li key={item.id}>
            <ShowcaseCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The featured pieces take turns every 5 s, wrapping around; hover, focus or the pause button stop it. */
function FeaturedRotator() {
  const reducedMotion = usePrefersReducedMotion();
  const [active, setActive] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const playing = !reducedMotion && !userPaused;
  const count = FEATURED.length;

  // Keyed on `active`, so a manual step also restarts the full 5 s wait.
  useEffect(() => {
    if (!playing || interacting || count < 2) return;
    const id = window.setTimeout(() => setActive((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearTimeout(id);
  }, [active, playing, interacting, count]);

  const step = (delta: number) => setActive((i) => (i + delta + count) % count);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('home.showcase.featured')}
      className="mt-12"
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setInteracting(false);
      }}
    >
      <div
        className="relative grid overflow-hidden rounded-3xl bg-ink"
        aria-live={playing && !interacting ? 'off' : 'polite'}
      >
        {FEATURED.map((item, index) => (
          <FeaturedSlide key={item.id} item={item} index={index} count={count} current={index === active} />
        ))}
      </div>
      <div className="mt-5 flex items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => step(-1)}
          aria-label={t('home.showcase.previous')}
          className="flex h-10 w-10 items-center justify-center rounded-full border border-stone-300 text-ink transition hover:border-gold-600 hover:text-gold-700"
        >
          <ChevronLeft size={18} className="rtl:-scale-x-100" />
        </button>
        <CarouselDots count={count} selected={active} onSelect={setActive} itemLabel={t('home.showcase.item')} />
        <button
          type="button"
          onClick={() => step(1)}
          aria-label={t('home.showcase.next')}
          className="flex h-10 w-10 items-center justify-center rounded-full border border-stone-300 text-ink transition hover:border-gold-600 hover:text-gold-700"
        >
          <ChevronRight size={18} className="rtl:-scale-x-100" />
        </button>
        {reducedMotion ? null : <AutoplayToggle playing={playing} onToggle={() => setUserPaused((p) => !p)} />}
      </div>
    </div>
  );
}

interface FeaturedSlideProps {
  item: ShowcaseItem;
  index: number;
  count: number;
  current: boolean;
}

function FeaturedSlide({ item, index, count, current }: FeaturedSlideProps) {
  const title = t(item.title);
  return (
    // All slides share one grid cell and cross-fade; hidden ones are inert and silent.
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t('home.slideOf', { index: index + 1, count })}
      inert={!current}
      className={`col-start-1 row-start-1 grid transition-opacity duration-700 md:grid-cols-2 ${
        current ? 'opacity-100' : 'opacity-0'
      }`}
    >
      <img
        src={item.src}
        srcSet={imageSrcSet(item.src)}
        sizes="(min-width: 768px) 50vw, 100vw"
        width={640}
        height={640}
        alt={title}
        loading="lazy"
        decoding="async"
        className="aspect-square h-full w-full object-cover md:aspect-auto"
      />
      <div className="flex flex-col justify-center p-8 sm:p-12 lg:p-16">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase">
          {t('home.showcase.featuredIn', { category: categoryLabel(item.category) })}
        </p>
        <h3 className="mt-3 text-3xl leading-tight font-semibold text-ivory sm:text-5xl">{title}</h3>
        <p className="mt-4 leading-relaxed text-ivory/80">{t(item.description)}</p>
        <p className="mt-6 font-serif text-2xl text-gold-300">
          {t('home.showcase.from', { price: formatWholeDollars(item.fromDollars) })}
        </p>
        <Link to={paths.collection.getHref()} className="btn-gold mt-8 self-start">
          {t('home.showcase.shopNow')}
          <span className="sr-only">: {title}</span>
        </Link>
      </div>
    </div>
  );
}

function ShowcaseCard({ item }: { item: ShowcaseItem }) {
  return (
    <article className="group relative h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gold-100">
      <div className="overflow-hidden">
        <img
          src={item.src}
          srcSet={imageSrcSet(item.src)}
          sizes="(min-width: 1024px) 400px, 50vw"
          width={640}
          height={640}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-square w-full bg-sand object-cover transition duration-700 motion-safe:group-hover:scale-105"
        />
      </div>
      <div className="p-4 sm:p-5">
        <p className="text-[10px] font-semibold tracking-[0.25em] text-gold-700 uppercase">
          {categoryLabel(item.category)}
        </p>
        <h3 className="mt-1.5 text-lg leading-snug font-semibold text-ink sm:text-xl">
          <Link
            to={paths.collection.getHref()}
            className="after:absolute after:inset-0 group-hover:text-gold-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-gold-500 focus-visible:after:rounded-2xl"
          >
            {t(item.title)}
          </Link>
        </h3>
        <p className="mt-2 text-sm font-semibold text-ink">
          {t('home.showcase.from', { price: formatWholeDollars(item.fromDollars) })}
        </p>
        <span className="mt-3 hidden items-center gap-1.5 text-xs font-semibold tracking-wide text-gold-700 uppercase sm:inline-flex">
          {t('home.showcase.explore')}
          <ArrowRight
            size={14}
            className="transition group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
          />
        </span>
      </div>
    </article>
  );
}
