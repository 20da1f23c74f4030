import { Star } from 'lucide-react';
import type { ProductRating } from '#domain/reviews/rating.ts';
import { formatCount, formatRating } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';

interface RatingStarsProps {
  /** From approved reviews; null (none yet): nothing is shown at all. */
  rating: ProductRating;
  size?: number;
}

/** Five stars, filled to the nearest whole star (3 filled of 5: three stars). */
export function Stars({ stars, size = 14 }: { stars: number; size?: number }) {
  const filled = Math.round(stars);
  return (
    <span aria-hidden="true" className="flex text-gold-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={size} strokeWidth={1.5} className={n <= filled ? 'fill-current' : 'fill-none opacity-40'} />
      ))}
    </span>
  );
}

/**
 * A piece's rating from buyers' approved reviews: the stars, the average and how many reviews;
 * screen readers hear "Rated 4.7 out of 5 from 3 reviews". Nothing without reviews: the shop never
 * shows a rating no review backs.
 */
export function RatingStars({ rating, size = 14 }: RatingStarsProps) {
  if (!rating) return null;
  return (
    <span
      role="img"
      aria-label={t('ui.rating', { rating: formatRating(rating.average), count: rating.count })}
      className="inline-flex items-center gap-1"
    >
      <Stars stars={rating.average} size={size} />
      <span className="text-xs font-medium text-ink-soft tabular-nums">
        {formatRating(rating.average)} ({formatCount(rating.count)})
      </span>
    </span>
  );
}
