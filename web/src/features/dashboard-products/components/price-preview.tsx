import { Calculator, RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { formatCents, formatDateTime } from '#web/lib/format.ts';
import { pricePiece, PURE } from '#domain/pricing/piece-price.ts';
import { rateTableOf } from '#domain/rates/board-rates.ts';
import { pieceRate, type Metal, type PieceRate } from '#domain/rates/rate-table.ts';
import { formatRate } from '#domain/rates/rate-units.ts';
import { useBoardRates, useRates } from '../api/get-rates.ts';
import { recipeOfForm } from '../product-form-input.ts';
import type { ProductFields, ProductFormValues } from '../product-form-values.ts';
import { PreviewBreakup, type PreviewRate } from './preview-breakup.tsx';

/**
 * The live price of the piece as the form stands: the breakup computed in the browser with the
 * shop's one pricing rule (pricePiece, domain/pricing/piece-price.ts) at the current rate of the
 * chosen metal, the same rule and rate the server prices the saved product with.
 */
export function PricePreview({ control }: { control: Control<ProductFormValues, unknown, ProductFields> }) {
  const values = useWatch({ control }) as ProductFormValues;
  const rates = useRates();
  const board = useBoardRates();
  const piece = recipeOfForm(values);
  // Until a metal is chosen no rate applies; the preview says what is missing.
  const metal = values.metal === 'none' || values.metal === '' ? null : values.metal;
  const fineness = 'recipe' in piece ? piece.recipe.fineness : PURE;

  const table = useMemo(
    () => (rates.data ? rateTableOf(rates.data, board.data ?? []) : undefined),
    [rates.data, board.data],
  );
  // The rate the server will price the saved piece at (pieceRate): a board rate, or fineness × pure.
  const rate: PieceRate | null | undefined = !metal ? null : table && pieceRate(table, metal, fineness);
  const previewRate = {
    pure: metal && table ? table.metals[metal].perGram : 0,
    board: rate?.source === 'board' ? rate.perGramMillionths / 10_000 : null,
  };

  const priced =
    'recipe' in piece && rate !== undefined ? pricePiece(piece.recipe, rate ?? { perGramMillionths: 0 }) : undefined;

  return (
    <section
      aria-labelledby="price-preview-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-7"
    >
      <h2 id="price-preview-heading" className="flex items-center gap-2 text-2xl font-semibold text-ink">
        <Calculator aria-hidden="true" className="size-5 text-gold-600" />
        Price preview
      </h2>
      {values.metal === '' ? null : (
        <RateNote metal={metal} rate={rate} preview={previewRate} loading={rates.isPending && !!metal} />
      )}
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
      ) : priced ? (
        <PreviewBreakup recipe={piece.recipe} breakup={priced} rate={previewRate} />
      ) : null}
      <p className="mt-4 text-xs text-ink-soft">
        Tax is added in the cart. The shop prices the saved piece by the same rule at the rate of the moment.
      </p>
    </section>
  );
}

interface RateNoteProps {
  metal: Metal | null;
  rate: PieceRate | null | undefined;
  preview: PreviewRate;
  loading: boolean;
}

function RateNote({ metal, rate, preview, loading }: RateNoteProps) {
  if (!metal)
    return <p className="mt-2 text-sm text-ink-soft">No metal: the piece is priced by its stones and charges.</p>;
  if (loading || !rate) return <p className="mt-2 text-sm text-ink-soft">Loading today&rsquo;s rates…</p>;
  return (
    <p className="mt-2 text-sm text-ink-soft">
      {preview.board !== null ? (
        <>
          This purity at <span className="font-medium text-ink">{formatRate(preview.board)}</span> a gram, the
          shop&rsquo;s board rate
        </>
      ) : (
        <>
          {metal} at <span className="font-medium text-ink">{formatRate(preview.pure)}</span> a gram of pure metal
        </>
      )}
      {rate.setAt ? (
        <>
          , rates as of <time dateTime={rate.setAt}>{formatDateTime(rate.setAt)}</time>.
        </>
      ) : (
        <>: no rate is stored, so the documented fallback stands in.</>
      )}
    </p>
  );
}
