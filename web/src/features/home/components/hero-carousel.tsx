import type { EmblaOptionsType } from 'embla-carousel';
import type Autoplay from 'embla-carousel-autoplay';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AutoplayToggle, CarouselDots } from '#web/components/ui/carousel-controls.tsx';
import { useDeferredEmbla } from '#web/hooks/use-deferred-embla.ts';
import { usePrefersReducedMotion } from '#web/hooks/use-media-query.ts';
import { paths } from '#web/config/paths.ts';
import { heroSlides, type HeroSlide } from '../data/hero-slides.ts';
import { currentDirection, t } from '#web/lib/i18n.ts';
import { artSrcSet } from '#web/lib/art-src-set.ts';

const AUTOPLAY_DELAY_MS = 4000;

/**
 * Embla's `duration` is not milliseconds: it drives a damped spring stepped at 60 Hz.
 * Simulating that spring (v += distance / duration; v *= 0.68 per step), 30 covers 99% of
 * the distance in about 880 ms, the closest match to the spec's 900 ms transition.
 */
const EMBLA_DURATION_FOR_900MS = 30;

/** Right to left on Arabic pages: the slides run the other way, and so does a swipe. */
const emblaOptions = (): EmblaOptionsType => ({
  loop: true,
  duration: EMBLA_DURATION_FOR_900MS,
  direction: currentDirection(),
});

const HERO_ART = { width: 1600, height: 900 } as const;

export function HeroCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const playing = !reducedMotion && !userPaused;
  // Fetched with Embla after the first download, as useDeferredEmbla says.
  const [autoplay, setAutoplay] = useState<typeof Autoplay>();
  useEffect(() => {
    import('embla-carousel-autoplay').then(
      (module) => setAutoplay(() => module.default),
      () => undefined, // a dropped connection: the slides stay put, the dots still work
    );
  }, []);
  // Changing the plugin's options makes embla re-initialise it (keeping the current slide),
  // which is how a pause survives the plugin's own resume-on-mouse-leave.
  const plugins = useMemo(
    () =>
      autoplay
        ? [
            autoplay({
              delay: AUTOPLAY_DELAY_MS,
              stopOnMouseEnter: true,
              stopOnInteraction: false,
              active: playing,
            }),
          ]
        : [],
    [autoplay, playing],
  );
  const [viewportRef, emblaApi] = useDeferredEmbla(emblaOptions(), plugins);
  const slides = heroSlides();
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect).on('reInit', onSelect);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect);
    };
  }, [emblaApi]);

  return (
    <section aria-roledescription="carousel" aria-label={t('home.hero.label')} className="relative bg-ink">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <Slide key={slide.id} slide={slide} index={index} count={slides.length} current={index === selected} />
          ))}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-5 flex items-center justify-center gap-3">
        <CarouselDots
          count={slides.length}
          selected={selected}
          onSelect={(index) => emblaApi?.scrollTo(index, reducedMotion)}
          itemLabel={t('home.hero.item')}
          tone="light"
        />
        {reducedMotion ? null : (
          <AutoplayToggle playing={playing} onToggle={() => setUserPaused((p) => !p)} tone="light" />
        )}
      </div>
    </section>
  );
}

function Slide({ slide, index, count, current }: { slide: HeroSlide; index: number; count: number; current: boolean }) {
  const first = index === 0;
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={t('home.slideOf', { index: index + 1, count })}
      // Only the visible slide is reachable, so Tab never lands on an off-screen button.
      inert={!current}
      className="relative h-[32rem] min-w-0 flex-[0_0_100%] sm:h-[36rem] lg:h-[40rem]"
    >
      <img
        src={slide.image}
        srcSet={artSrcSet(slide.image, HERO_ART.width)}
        sizes="100vw"
        width={HERO_ART.width}
        height={HERO_ART.height}
        alt={slide.imageAlt}
        // The first slide is the page's largest paint: fetch it first, the rest when idle.
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'low'}
        // Mirrored on Arabic pages, so the jewelry stays clear of the text, which starts on the right.
        className="absolute inset-0 h-full w-full object-cover rtl:-scale-x-100"
      />
      <div
        aria-hidden="true"
        // Narrow screens put the text over the jewelry, so the shade stays darker there.
        className="absolute inset-0 bg-linear-to-r from-ink/90 rtl:bg-linear-to-l via-ink/70 to-ink/45 sm:via-ink/45 sm:to-transparent"
      />
      <div className="container-page relative flex h-full flex-col justify-center pb-10">
        <div className="max-w-xl">
          <p className="text-xs font-semibold tracking-[0.3em] text-gold-300 uppercase">{slide.eyebrow}</p>
          <h2 className="mt-4 text-5xl leading-[1.05] font-semibold text-ivory sm:text-6xl lg:text-7xl">
            {slide.title}
          </h2>
          <p className="mt-5 max-w-md text-base leading-relaxed text-ivory/85 sm:text-lg">{slide.text}</p>
          <Link to={paths.collection.getHref()} className="btn-gold mt-8">
            {slide.cta}
          </Link>
        </div>
      </div>
    </div>
  );
}
