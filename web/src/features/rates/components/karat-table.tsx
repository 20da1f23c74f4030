import { purityName } from '#domain/catalog/labels.ts';
import type { BuyRateAnswer } from '#domain/exchange/buy-rates.ts';
import { karatRates } from '#domain/rates/karat-rates.ts';
import { formatCents } from '#web/lib/format.ts';
import { PURE } from '#domain/pricing/piece-price.ts';
import type { Metal, RateTable } from '#domain/rates/rate-table.ts';
import { metalLabel } from '#web/lib/catalog-labels.ts';
import { t } from '#web/lib/i18n.ts';

const thBase = 'px-2 py-2.5 text-xs font-semibold tracking-wide text-ink-soft sm:px-4';
const th = `${thBase} text-end`;
const td = 'px-2 py-2.5 text-end text-sm text-ink tabular-nums sm:px-4';

/**
 * Today's rate of every purity of a metal, per gram, troy ounce and tola (domain/rates/karat-rates.ts):
 * the shop's own board rate where it set one, else fineness × the pure rate.
 */
export function KaratTable({
  metal,
  rates,
  buyRates,
}: {
  metal: Metal;
  rates: RateTable;
  buyRates: readonly BuyRateAnswer[];
}) {
  const rows = karatRates(rates, metal);
  const buyOf = (fineness: number) => buyRates.find((rate) => rate.metal === metal && rate.fineness === fineness);
  return (
    <table className="w-full border-collapse">
      <caption className="sr-only">{t('rates.table.caption', { metal: metalLabel(metal) })}</caption>
      <thead className="border-b border-gold-100 bg-sand/50">
        <tr>
          <th scope="col" className={`${thBase} text-start`}>
            {t('rates.table.purity')}
          </th>
          <th scope="col" className={th}>
            {t('rates.perGram')}
            <span className="block text-[11px] font-normal">{t('rates.buy.column')}</span>
          </th>
          <th scope="col" className={th}>
            {t('rates.table.perTroyOunce')}
            <span className="sr-only">{t('rates.table.troyOunceGrams')}</span>
          </th>
          <th scope="col" className={th}>
            {t('rates.table.perTola')}
            <span className="sr-only">{t('rates.table.tolaGrams')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gold-100">
        {rows.map(({ purity, perGram, perTroyOunce, perTola, isBoard }) => (
          <tr key={purity.fineness}>
            <th scope="row" className="px-2 py-2.5 text-start text-sm font-medium text-ink sm:px-4">
              {purityName(metal, purity.fineness, t)}
              <span className="block text-xs font-normal text-ink-soft">
                {purity.fineness === PURE
                  ? t('rates.purity.asQuoted')
                  : `${purity.fineness}/1000${isBoard ? ` · ${t('rates.boardRate')}` : ''}`}
              </span>
            </th>
            <td className={td}>
              {formatCents(perGram)}
              <BuyRate rate={buyOf(purity.fineness)} />
            </td>
            <td className={td}>{formatCents(perTroyOunce)}</td>
            <td className={td}>{formatCents(perTola)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The shop's buy rate under its sell rate: 'we buy $x', or 'ask in store' while the sell rate is under review. */
function BuyRate({ rate }: { rate: BuyRateAnswer | undefined }) {
  if (!rate) return null;
  return (
    <span className="block text-xs text-emerald">
      {rate.buyRatePerGramCents === null
        ? t('rates.buy.askInStore')
        : t('rates.buy.rate', { price: formatCents(rate.buyRatePerGramCents) })}
    </span>
  );
}
