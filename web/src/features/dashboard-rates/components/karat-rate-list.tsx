import { karatRates } from '#domain/rates/karat-rates.ts';
import { PURE } from '#domain/pricing/piece-price.ts';
import type { Metal, RateTable } from '#domain/rates/rate-table.ts';
import { BoardRateRow } from './board-rate-row.tsx';

/**
 * The rate per gram of each purity the shop sells of a metal: the shop's own board rate where it
 * set one, else fineness × the pure rate; each can be set or cleared here.
 */
export function KaratRateList({ metal, rates }: { metal: Metal; rates: RateTable }) {
  const rows = karatRates(rates, metal).filter((row) => row.purity.fineness !== PURE);
  if (rows.length === 0) return <p className="mt-4 text-xs text-ink-soft">Quoted per gram; no purities.</p>;
  return (
    <div className="mt-4">
      <p className="text-xs font-semibold tracking-wider text-ink-soft uppercase">Per gram by purity (karat board)</p>
      <ul className="mt-2 grid gap-2">
        {rows.map((row) => (
          <li key={row.purity.fineness}>
            <BoardRateRow metal={metal} rates={rates} row={row} />
          </li>
        ))}
      </ul>
    </div>
  );
}
