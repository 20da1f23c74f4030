import { useEffect, useState } from 'react';
import { formatCents } from '#domain/money.ts';
import { useMetals } from '../api/get-metals.ts';

const ROTATE_MS = 3500;

/**
 * One metal at a time ("GOLD $68.50/g"), rotating. The rotating text is hidden from
 * screen readers, which get the whole list once instead of an announcement every few seconds.
 */
export function MetalTicker() {
  const { data: metals = [] } = useMetals();
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
          {/* The key remounts the span so each metal fades in (CSS @starting-style). */}
          <span
            key={current.id}
            aria-hidden="true"
            className="truncate transition duration-500 starting:translate-y-1 starting:opacity-0"
          >
            <span className="font-semibold text-gold-300">{current.metal.toUpperCase()}</span>{' '}
            <span className="tabular-nums">{formatCents(current.pricePerGram)}/g</span>
          </span>
          <span className="sr-only">
            Metal prices per gram: {metals.map((m) => `${m.metal} ${formatCents(m.pricePerGram)}`).join(', ')}
          </span>
        </>
      ) : (
        <span className="text-ivory/70 uppercase">Live metal rates</span>
      )}
    </p>
  );
}
