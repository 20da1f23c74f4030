import { Calculator, RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { formatCents, formatDateTime } from '#web/lib/format.ts';
import { formatScaledDecimal } from '#domain/money.ts';
import {
  pricePiece,
  purityOf,
  PURE,
  type PieceRecipe,
  type PriceBreakup,
  type Stone,
} from '#domain/pricing/piece-price.ts';
import { FALLBACK_RATE_CENTS, type Metal } from '#domain/rates/rate-table.ts';
import { useMetalRates } from '../api/get-metal-rates.ts';
import { recipeOfForm, type ProductFields, type ProductFormValues } from '../product-form-values.ts';

/** '4.200' g -> '4.2'; percents and carats the same way. */
const trimmed = (scaled: number, scale: number) => formatScaledDecimal(scaled, scale).replace(/\.?0+$/, '');

interface Rate {
  cents: number;
  /** When it was set; null when no rate is stored and the documented fallback stands in. */
  at: string | null;
}

interface Line {
  label: string;
  detail?: string;
  cents: number;
}

function metalDetail(recipe: PieceRecipe & { metal: Metal }, rate: number): string {
  const weight = `${trimmed(recipe.netWeightMg, 3)} g × ${formatCents(rate)}/g`;
  if (recipe.fineness === PURE) return weight;
  const purity = purityOf(recipe.metal, recipe.fineness);
  return `${weight} × ${formatScaledDecimal(recipe.fineness, 3)}${purity ? ` (${purity.short})` : ''}`;
}

function makingDetail(recipe: PieceRecipe): string {
  const making = recipe.making;
  switch (making.kind) {
    case 'none':
      return 'none';
    case 'percent':
      return `${trimmed(making.basisPoints, 2)}% of the metal`;
    case 'per-gram':
      return `${trimmed(recipe.netWeightMg, 3)} g × ${formatCents(making.centsPerGram)}/g`;
    case 'fixed':
      return 'fixed';
  }
}

function stoneLine(stone: Stone, cents: number): Line {
  const each = `${stone.count} × ${trimmed(stone.caratHundredths, 2)} ct`;
  return {
    label: `${stone.kind}, ${stone.origin === 'lab-grown' ? 'lab-grown' : 'natural'}`,
    detail:
      'perCaratCents' in stone.price
        ? `${each} × ${formatCents(stone.price.perCaratCents)}/ct`
        : `${each}, fixed price`,
    cents,
  };
}

/** The breakup's lines as the preview lists them: metal, wastage, making, each stone, fee. */
function linesOf(recipe: PieceRecipe, breakup: PriceBreakup, rate: number): Line[] {
  const lines: Line[] = [];
  if (recipe.metal) {
    const purity = purityOf(recipe.metal, recipe.fineness);
    lines.push({
      label: `Metal: ${purity && recipe.fineness !== PURE ? `${purity.short} ` : ''}${recipe.metal.toLowerCase()}`,
      detail: metalDetail({ ...recipe, metal: recipe.metal }, rate),
      cents: breakup.metalCents,
    });
  }
  if (recipe.wastageBasisPoints > 0) {
    lines.push({
      label: 'Wastage',
      detail: `${trimmed(recipe.wastageBasisPoints, 2)}% of the metal`,
      cents: breakup.wastageCents,
    });
  }
  lines.push({ label: 'Making charge', detail: makingDetail(recipe), cents: breakup.makingCents });
  recipe.stones.forEach((stone, index) => lines.push(stoneLine(stone, breakup.stoneCents[index] ?? 0)));
  if (recipe.feeCents > 0) lines.push({ label: 'Fee', cents: breakup.feeCents });
  return lines;
}

/**
 * The live price of the piece as the form stands: the breakup computed in the browser with the
 * shop's one pricing rule (pricePiece, domain/pricing/piece-price.ts) at the current rate of the
 * chosen metal, the same rule and rate the server prices the saved product with.
 */
export function PricePreview({ control }: { control: Control<ProductFormValues, unknown, ProductFields> }) {
  const values = useWatch({ control }) as ProductFormValues;
  const rates = useMetalRates();
  const piece = recipeOfForm(values);
  const metal = values.metal === 'none' ? null : values.metal;

  const rate: Rate | undefined = useMemo(() => {
    if (!metal) return { cents: 0, at: null };
    if (!rates.data) return undefined;
    const stored = rates.data.find((row) => row.metal === metal);
    return stored
      ? { cents: stored.pricePerGram, at: stored.updatedAt }
      : { cents: FALLBACK_RATE_CENTS[metal], at: null };
  }, [metal, rates.data]);

  const priced = 'recipe' in piece && rate ? pricePiece(piece.recipe, rate.cents) : undefined;

  return (
    <section
      aria-labelledby="price-preview-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-7"
    >
      <h2 id="price-preview-heading" className="flex items-center gap-2 text-2xl font-semibold text-ink">
        <Calculator aria-hidden="true" className="size-5 text-gold-600" />
        Price preview
      </h2>
      <RateNote metal={metal} rate={rate} loading={rates.isPending && !!metal} />
      {metal && rates.isError ? (
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ruby">
          Today&rsquo;s rates could not be loaded.
          <button type="button" onClick={() => void rates.refetch()} className="btn-outline py-1.5 text-sm">
            <RotateCcw aria-hidden="true" className="size-4" />
            Try again
          </button>
        </p>
      ) : null}

      {/* Announced as it changes, politely: the photo manager keeps the form's status role. */}
      <div aria-live="polite" aria-atomic="true" className="mt-5 rounded-2xl bg-ivory px-4 py-3 ring-1 ring-gold-100">
        <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">Price at today&rsquo;s rate</p>
        <p className="mt-1 text-3xl font-semibold text-ink tabular-nums">
          {priced ? formatCents(priced.totalCents) : '—'}
        </p>
      </div>

      {'problem' in piece ? (
        <p className="mt-4 text-sm text-ink-soft">
          The breakup shows once the pricing fields are complete: <span className="text-ink">{piece.problem}</span>
        </p>
      ) : priced && rate ? (
        <table className="mt-4 w-full text-sm">
          <caption className="sr-only">Price breakup</caption>
          <tbody>
            {linesOf(piece.recipe, priced, rate.cents).map((line, index) => (
              <tr key={index} className="border-b border-gold-100 align-top">
                <th scope="row" className="py-2.5 pr-3 text-left font-normal">
                  <span className="block font-medium text-ink">{line.label}</span>
                  {line.detail ? <span className="block text-xs text-ink-soft">{line.detail}</span> : null}
                </th>
                <td className="py-2.5 text-right text-ink tabular-nums">{formatCents(line.cents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="pt-3 text-left font-semibold text-ink">
                Total
              </th>
              <td className="pt-3 text-right font-semibold text-ink tabular-nums">{formatCents(priced.totalCents)}</td>
            </tr>
          </tfoot>
        </table>
      ) : null}
      <p className="mt-4 text-xs text-ink-soft">
        Tax is added in the cart. The shop prices the saved piece by the same rule at the rate of the moment.
      </p>
    </section>
  );
}

function RateNote({ metal, rate, loading }: { metal: Metal | null; rate: Rate | undefined; loading: boolean }) {
  if (!metal)
    return <p className="mt-2 text-sm text-ink-soft">No metal: the piece is priced by its stones and charges.</p>;
  if (loading || !rate) return <p className="mt-2 text-sm text-ink-soft">Loading today&rsquo;s rates…</p>;
  return (
    <p className="mt-2 text-sm text-ink-soft">
      {metal} at <span className="font-medium text-ink">{formatCents(rate.cents)}</span> a gram of pure metal
      {rate.at ? (
        <>
          , rates as of <time dateTime={rate.at}>{formatDateTime(rate.at)}</time>.
        </>
      ) : (
        <>: no rate is stored, so the documented fallback stands in.</>
      )}
    </p>
  );
}
