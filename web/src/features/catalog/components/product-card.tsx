import { ownPurityRateCents } from '#domain/rates/karat-rates.ts';
import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { imageSrcSet, PRODUCT_CARD_IMAGE_SIZES } from '#domain/catalog/images.ts';
import type { Product } from '#domain/catalog/product.ts';
import { formatCents, formatGrams } from '#web/lib/format.ts';
import { RatingStars } from '#web/components/ui/rating-stars.tsx';
import { paths } from '#web/config/paths.ts';
import { categoryLabel } from '#web/lib/catalog-labels.ts';
import { t } from '#web/lib/i18n.ts';
import { localized } from '#web/lib/localized-content.ts';

/** Spec: cards cycle their images every 1500 ms while hovered. Their rating is buyers' approved reviews', if any. */
const IMAGE_CYCLE_MS = 1500;
const IMAGE_SIZE = 640;

interface ProductCardProps {
  product: Product;
  layout?: 'grid' | 'list';
  /** For cards in the first screenful: load the image at once instead of lazily. */
  eager?: boolean;
  /** A control over the picture's top-right corner (the wishlist heart), above the card's link. */
  action?: ReactNode;
}

/**
 * The whole card is clickable through one stretched link on the name, so there is a single
 * tab stop whose accessible name is just the product name (plus the optional action's own).
 */
export function ProductCard({ product, layout = 'grid', eager = false, action }: ProductCardProps) {
  const [hovered, setHovered] = useState(false);
  const [shown, setShown] = useState(0);
  const images = product.images;
  const canCycle = images.length > 1;

  useEffect(() => {
    if (!hovered || !canCycle) return;
    const id = window.setInterval(() => setShown((i) => (i + 1) % images.length), IMAGE_CYCLE_MS);
    return () => window.clearInterval(id);
  }, [hovered, canCycle, images.length]);

  const isList = layout === 'list';
  const name = localized(product.name, product.nameAr);
  const summary = localized(product.shortDescription, product.shortDescriptionAr);
  const sizes = isList ? '(min-width: 640px) 192px, 128px' : PRODUCT_CARD_IMAGE_SIZES;

  return (
    <article
      className={`group relative h-full ${isList ? 'flex gap-4 rounded-2xl border border-gold-100 bg-white p-3 sm:gap-6 sm:p-4' : 'flex flex-col'}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => {
        setHovered(false);
        setShown(0);
      }}
    >
      <div
        className={`relative aspect-square shrink-0 overflow-hidden rounded-2xl bg-sand ${isList ? 'w-32 sm:w-48' : 'w-full'}`}
      >
        {images.length === 0
          ? null
          : // Extra images are only mounted once hovered, so a card costs one download until then.
            (hovered ? images : images.slice(0, 1)).map((src, index) => (
              <img
                key={src}
                src={src}
                srcSet={imageSrcSet(src)}
                sizes={sizes}
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                alt={index === 0 ? name.text : ''}
                loading={eager && index === 0 ? 'eager' : 'lazy'}
                fetchPriority={eager && index === 0 ? 'high' : undefined}
                decoding="async"
                className={`absolute inset-0 h-full w-full object-cover transition duration-700 motion-safe:group-hover:scale-105 ${
                  index === shown ? 'opacity-100' : 'opacity-0'
                }`}
              />
            ))}
        <div className="absolute start-2.5 top-2.5 flex flex-col items-start gap-1.5">
          <span className="rounded-full bg-ivory/95 px-2.5 py-1 text-[10px] font-semibold tracking-[0.15em] text-gold-700 uppercase shadow-sm">
            {categoryLabel(product.category)}
          </span>
          {product.isAvailable ? null : (
            <span className="rounded-full bg-ruby px-2.5 py-1 text-[10px] font-semibold tracking-[0.15em] text-white uppercase shadow-sm">
              {t('catalog.outOfStock')}
            </span>
          )}
        </div>
        {action ? <div className="absolute end-2 top-2 z-10">{action}</div> : null}
      </div>

      <div className={`flex min-w-0 flex-1 flex-col ${isList ? 'justify-center py-1' : 'pt-4'}`}>
        <div className={`flex flex-wrap items-center gap-x-4 gap-y-1 ${isList ? '' : 'justify-between'}`}>
          <RatingStars rating={product.rating} size={12} />
          <span className="text-xs text-ink-soft">
            <span className="sr-only">{t('catalog.card.weight')} </span>
            {formatGrams(product.weight)}
          </span>
        </div>
        <h3
          className={`mt-2 font-serif leading-snug font-semibold text-ink ${isList ? 'text-xl sm:text-2xl' : 'text-lg sm:text-xl'}`}
        >
          <Link
            to={paths.product.getHref(product.id)}
            lang={name.lang}
            className="line-clamp-2 rounded-sm after:absolute after:inset-0 after:rounded-2xl group-hover:text-gold-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-gold-500"
          >
            <bdi>{name.text}</bdi>
          </Link>
        </h3>
        {isList ? (
          <p lang={summary.lang} dir="auto" className="mt-2 line-clamp-2 hidden text-sm text-ink-soft sm:block">
            {summary.text}
          </p>
        ) : null}
        <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
          <span className="text-base font-semibold text-ink tabular-nums sm:text-lg">
            <span className="sr-only">{t('catalog.card.estimatedPrice')} </span>
            <span aria-hidden="true" className="me-1 text-[10px] font-medium tracking-wider text-ink-soft uppercase">
              {t('catalog.card.est')}
            </span>
            {formatCents(product.price)}
          </span>
          <span className="text-xs text-ink-soft tabular-nums">
            <span className="sr-only">{t('catalog.card.perGramSpoken')} </span>
            {/* The rate of the piece's own purity (18K beside an 18K price), not the pure rate. */}
            {t('catalog.card.perGram', { price: formatCents(ownPurityRateCents(product)) })}
          </span>
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-[11px] font-medium tracking-wide text-emerald uppercase">
          <li className="flex items-center gap-1">
            <BadgeCheck size={14} />
            {t('catalog.certified')}
          </li>
          <li className="flex items-center gap-1">
            <ShieldCheck size={14} />
            {t('catalog.authentic')}
          </li>
        </ul>
      </div>
    </article>
  );
}

/** Same footprint as a grid card, shown while products load so nothing jumps. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col">
      <div className="aspect-square w-full animate-pulse rounded-2xl bg-sand" />
      <div className="space-y-2.5 pt-4">
        <div className="h-3 w-2/3 animate-pulse rounded bg-sand" />
        <div className="h-5 w-4/5 animate-pulse rounded bg-sand" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-sand" />
        <div className="h-3 w-3/5 animate-pulse rounded bg-sand" />
      </div>
    </div>
  );
}
