import { karatRates } from '#domain/rates/karat-rates.ts';
import { formatCents } from '#web/lib/format.ts';
import { PURE } from '#domain/pricing/piece-price.ts';
import type { Metal } from '#domain/rates/rate-table.ts';

/** The rate per gram of each purity the shop sells of a metal (rate × fineness / 1000, to the cent). */
export function KaratRateList({ metal, ratePerGram }: { metal: Metal; ratePerGram: number }) {
  const rows = karatRates(metal, ratePerGram).filter((row) => row.purity.fineness !== PURE);
  if (rows.length === 0) return <p className="mt-4 text-xs text-ink-soft">Quoted per gram; no purities.</p>;
  return (
    <div className="mt-4">
      <p className="text-xs font-semibold tracking-wider text-ink-soft uppercase">Per gram by purity</p>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {rows.map(({ purity, perGram }) => (
          <div key={purity.fineness} className="rounded-xl bg-sand/60 px-3 py-2">
            <dt className="text-xs text-ink-soft">{purity.label}</dt>
            <dd className="font-semibold text-ink tabular-nums">{formatCents(perGram)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
