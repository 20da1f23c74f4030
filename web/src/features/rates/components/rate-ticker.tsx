import { useEffect, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { formatBasisPoints, formatCents, formatRateMove } from '#web/lib/format.ts';
import { directionOf } from '#domain/rates/rate-change.ts';
import { paths } from '#web/config/paths.ts';
import { AutoplayToggle } from '#web/components/ui/carousel-controls.tsx';
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
 * Whether the ticker moves on: not once the shopper pauses it (WCAG 2.2.2, content that updates
 * on its own), and not while the pointer or the focus is on it, so that what is read or clicked
 * does not change under the shopper.
 */
function useRotation(count: number) {
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const rotates = count > 1;
  const playing = rotates && !paused && !held.pointer && !held.focus;
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!playing) return;
    const id = window.setInterval(() => setTick((n) => n + 1), ROTATE_MS);
    return () => window.clearInterval(id);
  }, [playing]);

  const hold = (part: 'pointer' | 'focus', on: boolean) => setHeld((now) => ({ ...now, [part]: on }));
  return {
    index: count > 0 ? tick % count : 0,
    rotates,
    paused,
    togglePaused: () => setPaused((now) => !now),
    holders: {
      onPointerEnter: () => hold('pointer', true),
      onPointerLeave: () => hold('pointer', false),
      onFocus: () => hold('focus', true),
      // Focus moving between the link and the toggle stays on the ticker.
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) hold('focus', false);
      },
    },
  };
}

/**
 * One metal at a time ("GOLD $68.50/g ▲ 1.25%"), rotating, with its move over the last 24 hours;
 * a link to /rates whose name starts with what it shows. Screen readers also get the whole list
 * at once, next to it, instead of an announcement every few seconds.
 */
export function RateTicker() {
  const { data: metals = [] } = useRates();
  const rotation = useRotation(metals.length);
  const current = metals[rotation.index];

  return (
    <p className="flex min-w-0 items-center gap-2 text-xs tracking-[0.2em]" {...rotation.holders}>
      <span aria-hidden="true" className="h-1.5 w-1.5 shrink-0 rounded-full bg-gold-400" />
      {current ? (
        <>
          <Link
            to={paths.rates.getHref()}
            className="flex min-w-0 items-center gap-2 rounded-sm underline-offset-4 hover:underline focus-visible:outline-gold-300"
          >
            {/* The key remounts the spans so each metal fades in (CSS @starting-style), unless motion is reduced. */}
            <span
              key={current.id}
              data-ticker="price"
              className="truncate motion-safe:transition motion-safe:duration-500 motion-safe:starting:translate-y-1 motion-safe:starting:opacity-0"
            >
              <span className="font-semibold text-gold-300">{metalLabel(current.metal).toUpperCase()}</span>{' '}
              <span className="tabular-nums">
                {t('catalog.card.perGram', { price: formatCents(current.pricePerGram) })}
              </span>
            </span>
            <span
              key={`${current.id}-move`}
              data-move={directionOf(current.change24h.changeBasisPoints)}
              className={`shrink-0 font-semibold tracking-normal tabular-nums motion-safe:transition motion-safe:duration-500 motion-safe:starting:opacity-0 ${
                MOVE_TONE[directionOf(current.change24h.changeBasisPoints)]
              }`}
            >
              {formatRateMove(current.change24h.changeBasisPoints)}
            </span>
            <span className="sr-only">{t('rates.ticker.label')}</span>
          </Link>
          {rotation.rotates && (
            <AutoplayToggle playing={!rotation.paused} onToggle={rotation.togglePaused} tone="light" size="small" />
          )}
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
