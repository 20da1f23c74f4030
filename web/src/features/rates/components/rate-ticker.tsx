import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { formatBasisPoints, formatCents, formatRateMove } from '#web/lib/format.ts';
import { directionOf } from '#domain/rates/rate-change.ts';
import { paths } from '#web/config/paths.ts';
import { useRates } from '../api/get-rates.ts';
import { metalLabel } from '#web/lib/catalog-labels.ts';
import { t } from '#web/lib/i18n.ts';

const ROTATE_MS = 3500;

// Light enough on the strip's ink background (contrast above 7:1).
const MOVE_TONE = { up: 'text-emerald-300', down: 'text-rose-300', flat: 'text-ivory/75' } as const;

/** "Gold $75.40, up 1.25% in 24 hours", for screen readers. */
function spoken(metal: MetalPrice): string {
  const move = metal.change24h.changeBasisPoints;
  const direction = directionOf(move);
  const change =
    direction === 'flat' ? t('rates.move.flat') : t(`rates.move.${direction}`, { value: formatBasisPoints(move) });
  return t('rates.ticker.spoken', { metal: metalLabel(metal.metal), price: formatCents(metal.pricePerGram), change });
}

/**
 * One metal at a time ("GOLD $68.50/g ▲ 1.25%"), rotating, with its move over the last 24 hours;
 * a link to /rates. The rotating text is hidden from screen readers, which get the whole list
 * once instead of an announcement every few seconds.
 */
export function RateTicker() {
  const { data: metals = [] } = useRates();
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (metals.length < 2) return;
    const id = window.setInterval(() => setTick((n) => n + 1), ROTATE_MS);
    return () => window.clearInterval(id);
  }, [metals.length]);

  const current = metals.length > 0 ? metals[tick % metals.length] : undefined;

  return (
    <p className="flex min-w-0 items-center gap-2 text-xs tracking-[0.2em]">
      <span aria-hidden="true" className="h-1.5 w-1.5 shrink-0 rounded-full bg-gold-400" />
      {current ? (
        <>
          <Link
            to={paths.rates.getHref()}
            aria-label={t('rates.ticker.label')}
            className="flex min-w-0 items-center gap-2 rounded-sm underline-offset-4 hover:underline focus-visible:outline-gold-300"
          >
            {/* The key remounts the spans so each metal fades in (CSS @starting-style). */}
            <span
              key={current.id}
              aria-hidden="true"
              className="truncate transition duration-500 starting:translate-y-1 starting:opacity-0"
            >
              <span className="font-semibold text-gold-300">{metalLabel(current.metal).toUpperCase()}</span>{' '}
              <span className="tabular-nums">
                {t('catalog.card.perGram', { price: formatCents(current.pricePerGram) })}
              </span>
            </span>
            <span
              key={`${current.id}-move`}
              aria-hidden="true"
              data-move={directionOf(current.change24h.changeBasisPoints)}
              className={`shrink-0 font-semibold tracking-normal tabular-nums transition duration-500 starting:opacity-0 ${
                MOVE_TONE[directionOf(current.change24h.changeBasisPoints)]
              }`}
            >
              {formatRateMove(current.change24h.changeBasisPoints)}
            </span>
          </Link>
          <span className="sr-only">
            {t('rates.ticker.all', { list: metals.map(spoken).join(t('rates.ticker.separator')) })}
          </span>
        </>
      ) : (
        <Link
          to={paths.rates.getHref()}
          className="text-ivory/70 uppercase underline-offset-4 hover:underline focus-visible:outline-gold-300"
        >
          {t('rates.ticker.live')}
        </Link>
      )}
    </p>
  );
}
