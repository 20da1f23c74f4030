import { ChevronLeft, ChevronRight, Gem } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { imageSrcSet, PRODUCT_GALLERY_IMAGE_SIZES } from '#domain/catalog/images.ts';
import { useDeferredEmbla } from '#web/hooks/use-deferred-embla.ts';
import { usePrefersReducedMotion } from '#web/hooks/use-media-query.ts';
import { currentDirection, t } from '#web/lib/i18n.ts';

const IMAGE_SIZE = 640;

/**
 * The main image swipes on touch screens (Embla); thumbnails, arrow buttons and the arrow keys
 * on the thumbnail strip choose the image from a mouse or keyboard.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  // Right to left on Arabic pages: the photos run the other way, and so does a swipe.
  const direction = currentDirection();
  const [viewportRef, embla] = useDeferredEmbla({ loop: false, skipSnaps: false, direction });
  const [selected, setSelected] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const count = images.length;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const show = (index: number) => {
    const next = (index + count) % count;
    setSelected(next);
    embla?.scrollTo(next, reducedMotion);
    return next;
  };

  if (count === 0) {
    return (
      <div
        role="img"
        aria-label={t('catalog.gallery.comingSoon', { name })}
        className="grid aspect-square place-items-center rounded-3xl bg-sand text-gold-500"
      >
        <Gem aria-hidden="true" className="size-16" strokeWidth={1} />
      </div>
    );
  }

  return (
    <div>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={t('catalog.gallery.label', { name })}
        className="group relative overflow-hidden rounded-3xl bg-sand"
      >
        <div ref={viewportRef} className="overflow-hidden">
          <div className="flex touch-pan-y">
            {images.map((src, i) => (
              <div
                key={`${i}:${src}`}
                role="group"
                aria-roledescription="slide"
                aria-label={t('catalog.gallery.slide', { index: i + 1, count })}
                aria-hidden={i !== selected}
                className="min-w-0 flex-[0_0_100%]"
              >
                <img
                  src={src}
                  srcSet={imageSrcSet(src)}
                  sizes={PRODUCT_GALLERY_IMAGE_SIZES}
                  width={IMAGE_SIZE}
                  height={IMAGE_SIZE}
                  alt={count === 1 ? name : t('catalog.gallery.photoAlt', { name, index: i + 1, count })}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding="async"
                  draggable={false}
                  className="aspect-square w-full object-cover"
                />
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <>
            <GalleryArrow side="start" label={t('catalog.gallery.previous')} onClick={() => show(selected - 1)} />
            <GalleryArrow side="end" label={t('catalog.gallery.next')} onClick={() => show(selected + 1)} />
            <p
              aria-hidden="true"
              className="absolute end-4 bottom-4 rounded-full bg-ink/70 px-3 py-1 text-xs font-medium text-ivory tabular-nums sm:hidden"
            >
              {selected + 1} / {count}
            </p>
          </>
        )}
      </div>

      {count > 1 && <GalleryThumbs images={images} selected={selected} show={show} />}
    </div>
  );
}

/** 'start' is the previous photo's side: the left, or the right on an Arabic page (the icon mirrors with it). */
function GalleryArrow({ side, label, onClick }: { side: 'start' | 'end'; label: string; onClick: () => void }) {
  const Icon = side === 'start' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 ${side === 'start' ? 'start-3' : 'end-3'} hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-ink shadow-md backdrop-blur transition group-hover:opacity-100 hover:bg-white focus-visible:opacity-100 sm:grid sm:opacity-0`}
    >
      <Icon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
    </button>
  );
}

interface GalleryThumbsProps {
  images: readonly string[];
  selected: number;
  /** Shows the photo at this index (wrapping round) and answers the index it showed. */
  show: (index: number) => number;
}

/** The strip of small photos under the main one: a click or the arrow keys choose the photo shown. */
function GalleryThumbs({ images, selected, show }: GalleryThumbsProps) {
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // The arrow keys follow the strip, which runs right to left on Arabic pages.
    const forward = currentDirection() === 'rtl' ? -1 : 1;
    const moves: Record<string, number> = {
      ArrowLeft: selected - forward,
      ArrowRight: selected + forward,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    thumbs.current[show(target)]?.focus();
  };

  return (
    <div role="group" aria-label={t('catalog.gallery.choose')} className="mt-4 flex gap-3 overflow-x-auto p-1">
      {images.map((src, i) => (
        <button
          key={`${i}:${src}`}
          ref={(node) => {
            thumbs.current[i] = node;
          }}
          type="button"
          aria-label={t('catalog.gallery.show', { index: i + 1, count })}
          aria-pressed={i === selected}
          onClick={() => show(i)}
          onKeyDown={onKeyDown}
          className="size-18 shrink-0 overflow-hidden rounded-xl border-2 border-transparent bg-sand opacity-70 transition hover:opacity-100 aria-pressed:border-gold-500 aria-pressed:opacity-100 sm:size-20"
        >
          <img
            src={src}
            srcSet={imageSrcSet(src)}
            sizes="80px"
            width={80}
            height={80}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        </button>
      ))}
    </div>
  );
}
