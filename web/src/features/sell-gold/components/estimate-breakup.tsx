import { purityName } from '#domain/catalog/labels.ts';
import { BreakupHead } from '#web/components/price-breakup/breakup-head.tsx';
import type { Estimate, EstimateLine } from '#domain/exchange/estimate.ts';
import { percentText } from '#domain/i18n/percent.ts';
import { formatCents, formatGrams } from '#web/lib/format.ts';
import { currentIntlLocale, t } from '#web/lib/i18n.ts';

function lineText(estimate: Estimate, line: EstimateLine): { label: string; detail?: string } {
  if (line.kind === 'assay') {
    return { label: t('exchange.offer.assay', { percent: percentText(line.basisPoints, currentIntlLocale()) }) };
  }
  return {
    label: t('exchange.offer.metal'),
    detail: t('exchange.offer.metalDetail', {
      grams: formatGrams(line.milligrams / 1000),
      purity: purityName(estimate.metal, line.fineness, t),
      rate: formatCents(line.buyRatePerGramCents),
    }),
  };
}

/** The offer line by line, as the price breakup shows a price: each line's amount, and the total they add up to. */
export function EstimateBreakup({ estimate }: { estimate: Estimate }) {
  return (
    <table className="w-full border-collapse text-start text-sm">
      <caption className="pt-1 pb-2 text-start font-serif text-xl font-semibold text-ink sm:text-2xl">
        {t('exchange.offer.caption')}
      </caption>
      <BreakupHead />
      <tbody className="divide-y divide-gold-100">
        {estimate.lines.map((line) => {
          const { label, detail } = lineText(estimate, line);
          return (
            <tr key={line.kind}>
              <th scope="row" className="py-2.5 pe-3 text-start align-top font-normal">
                <span className="block font-medium text-ink">{label}</span>
                {detail ? <span className="mt-0.5 block text-xs text-ink-soft tabular-nums">{detail}</span> : null}
              </th>
              <td className="py-2.5 text-end align-top text-ink tabular-nums">
                {line.cents < 0 ? `−${formatCents(-line.cents)}` : formatCents(line.cents)}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-gold-300">
          <th scope="row" className="py-2.5 pe-3 text-start font-semibold text-ink">
            {t('exchange.offer.total')}
          </th>
          <td
            className="py-2.5 text-end text-lg font-semibold text-ink tabular-nums"
            data-offer-cents={estimate.offerCents}
          >
            {formatCents(estimate.offerCents)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
