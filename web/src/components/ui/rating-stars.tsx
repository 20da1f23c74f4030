import { Star } from 'lucide-react';
import { t } from '#web/lib/i18n.ts';

interface RatingStarsProps {
  rating: number;
  size?: number;
  /** 'onDark' for use on ink backgrounds. */
  tone?: 'onLight' | 'onDark';
}

/** Five stars with the number beside them; screen readers hear "Rated 4.9 out of 5". */
export function RatingStars({ rating, size = 14, tone = 'onLight' }: RatingStarsProps) {
  const rounded = Math.round(rating);
  return (
    <span role="img" aria-label={t('ui.rating', { rating })} className="inline-flex items-center gap-1">
      <span className={`flex ${tone === 'onDark' ? 'text-gold-400' : 'text-gold-500'}`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            size={size}
            strokeWidth={1.5}
            className={n <= rounded ? 'fill-current' : 'fill-none opacity-40'}
          />
        ))}
      </span>
      <span className={`text-xs font-medium ${tone === 'onDark' ? 'text-ivory/80' : 'text-ink-soft'}`}>
        {rating.toFixed(1)}
      </span>
    </span>
  );
}
