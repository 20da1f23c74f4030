import { formatRateMove } from '#web/lib/format.ts';
import { directionOf } from '#domain/rates/rate-change.ts';
import { t } from '#web/lib/i18n.ts';

const TONE = { up: 'text-emerald', down: 'text-ruby', flat: 'text-ink-soft' } as const;

/** "▲ 1.25%" in green, "▼ 0.40%" in red; screen readers hear "up 1.25%". */
export function RateMove({ basisPoints, className = '' }: { basisPoints: number; className?: string }) {
  const direction = directionOf(basisPoints);
  const text = formatRateMove(basisPoints);
  return (
    <span className={`font-semibold whitespace-nowrap tabular-nums ${TONE[direction]} ${className}`}>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">
        {direction === 'flat' ? t('rates.move.flat') : t(`rates.move.${direction}`, { value: text.slice(2) })}
      </span>
    </span>
  );
}
