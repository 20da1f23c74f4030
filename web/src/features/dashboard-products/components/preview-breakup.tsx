import type { PricedPiece } from '#domain/catalog/priced-piece.ts';
import { breakupRows } from '#domain/pricing/breakup-lines.ts';
import type { PieceRecipe, PriceBreakup } from '#domain/pricing/piece-price.ts';
import { rateToCents, type RateHundredths } from '#domain/rates/rate-units.ts';
import { formatCents } from '#web/lib/format.ts';

/** The rates the preview priced with: the metal's pure rate, and the board rate of the purity if one priced it. */
export interface PreviewRate {
  pure: RateHundredths;
  board: RateHundredths | null;
}
import { currentIntlLocale, t } from '#web/lib/i18n.ts';

/** The form's piece as the server will price it: the facts each line of its breakup is labelled with. */
function pricedPieceOf(recipe: PieceRecipe, breakup: PriceBreakup, rate: PreviewRate): PricedPiece {
  return {
    metal: recipe.metal,
    fineness: recipe.fineness,
    weight: recipe.netWeightMg / 1000,
    perGram: recipe.metal ? rateToCents(rate.pure) : 0,
    perGramHundredthCents: recipe.metal ? rate.pure : 0,
    boardRate: rate.board,
    // A preview, not a priced piece: its rate's source is the server's to say once it is saved.
    rateSource: null,
    rateSetAt: null,
    wastageBasisPoints: recipe.wastageBasisPoints,
    making: recipe.making,
    stones: [...recipe.stones],
    feeCents: recipe.feeCents,
    breakup,
  };
}

/**
 * The preview's breakup, labelled line by line as the shopper will read it on the product page,
 * the cart and the confirmation mail (breakupRows).
 */
export function PreviewBreakup({
  recipe,
  breakup,
  rate,
}: {
  recipe: PieceRecipe;
  breakup: PriceBreakup;
  rate: PreviewRate;
}) {
  const rows = breakupRows(pricedPieceOf(recipe, breakup, rate), t, currentIntlLocale());
  return (
    <table className="mt-4 w-full text-sm">
      <caption className="sr-only">{t('breakup.caption')}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="border-b border-gold-100 align-top">
            <th scope="row" className="py-2.5 pr-3 text-left font-normal">
              <span className="block font-medium text-ink">{row.label}</span>
              {row.detail ? <span className="block text-xs text-ink-soft">{row.detail}</span> : null}
            </th>
            <td className="py-2.5 text-right text-ink tabular-nums">{formatCents(row.cents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="pt-3 text-left font-semibold text-ink">
            {t('breakup.total')}
          </th>
          <td className="pt-3 text-right font-semibold text-ink tabular-nums">{formatCents(breakup.totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
