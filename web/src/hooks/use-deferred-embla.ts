import { useEffect, useRef, useState } from 'react';
import type EmblaCarousel from 'embla-carousel';
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';

const NO_PLUGINS: EmblaPluginType[] = [];

/** Flat options (numbers, strings, booleans) are all the carousels pass. */
const sameOptions = (a: EmblaOptionsType, b: EmblaOptionsType) =>
  Object.keys({ ...a, ...b }).every((key) =>
    Object.is(a[key as keyof EmblaOptionsType], b[key as keyof EmblaOptionsType]),
  );

/**
 * embla-carousel-react's useEmblaCarousel, with Embla's code fetched once the page has hydrated
 * instead of in its first download (docs/benches.md): the server's HTML shows the first slide
 * meanwhile, as it did before Embla started anyway, and the carousel moves once it has arrived.
 * Memoise `plugins`: a new array re-initialises the carousel (keeping its slide), as the original does.
 */
export function useDeferredEmbla(
  options: EmblaOptionsType,
  plugins: EmblaPluginType[] = NO_PLUGINS,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [createEmbla, setCreateEmbla] = useState<typeof EmblaCarousel>();
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const settings = useRef({ options, plugins });

  useEffect(() => {
    let mounted = true;
    import('embla-carousel').then(
      (module) => mounted && setCreateEmbla(() => module.default),
      // A dropped connection: the slides stay as the server sent them.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);

  // Before the effect that creates the carousel, so it starts with this render's settings.
  useEffect(() => {
    const previous = settings.current;
    settings.current = { options, plugins };
    if (embla && (previous.plugins !== plugins || !sameOptions(previous.options, options))) {
      embla.reInit(options, plugins);
    }
  }, [embla, options, plugins]);

  useEffect(() => {
    if (!createEmbla || !viewport) return;
    const created = createEmbla(viewport, settings.current.options, settings.current.plugins);
    setEmbla(created);
    return () => {
      created.destroy();
      setEmbla(undefined);
    };
  }, [createEmbla, viewport]);

  return [setViewport, embla];
}
