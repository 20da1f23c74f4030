import { karatRates } from '#domain/metals/karat-rates.ts';
import { formatCents } from '#web/lib/format.ts';
import { PURE } from '#domain/pricing/piece-price.ts';
import type { Metal } from '#domain/pricing/rates.ts';

const thBase = 'px-2 py-2.5 text-xs font-semibold tracking-wide text-ink-soft sm:px-4';
const th = `${thBase} text-right`;
const td = 'px-2 py-2.5 text-right text-sm text-ink tabular-nums sm:px-4';

/** Today's rate of every purity of a metal, per gram, troy ounce and tola (domain/metals/karat-rates.ts). */
export function KaratTable({ metal, ratePerGram }: { metal: Metal; ratePerGram: number }) {
  const rows = karatRates(metal, ratePerGram);
  return (
    <table className="w-full border-collapse">
      <caption className="sr-only">{metal} rates by purity, in US dollars</caption>
      <thead className="border-b border-gold-100 bg-sand/50">
        <tr>
          <th scope="col" className={`${thBase} text-left`}>
            Purity
          </th>
          <th scope="col" className={th}>
            Per gram
          </th>
          <th scope="col" className={th}>
            Per troy oz<span className="sr-only">, 31.1035 g</span>
          </th>
          <th scope="col" className={th}>
            Per tola<span className="sr-only">, 11.664 g</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gold-100">
        {rows.map(({ purity, perGram, perTroyOunce, perTola }) => (
          <tr key={purity.fineness}>
            <th scope="row" className="px-2 py-2.5 text-left text-sm font-medium text-ink sm:px-4">
              {purity.fineness === PURE ? 'Pure' : purity.label.replace(/\s*\(\d+\)$/, '')}
              <span className="block text-xs font-normal text-ink-soft">
                {purity.fineness === PURE ? 'rate as quoted' : `${purity.fineness}/1000`}
              </span>
            </th>
            <td className={td}>{formatCents(perGram)}</td>
            <td className={td}>{formatCents(perTroyOunce)}</td>
            <td className={td}>{formatCents(perTola)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
