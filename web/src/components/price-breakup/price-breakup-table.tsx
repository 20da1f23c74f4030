import type { PricedPiece } from '#domain/catalog/priced-piece.ts';
import { formatCents } from '#web/lib/format.ts';
import { breakupRows } from '#domain/pricing/breakup-lines.ts';
import { BreakupHead } from './breakup-head.tsx';
import { currentIntlLocale, t } from '#web/lib/i18n.ts';

export interface PriceBreakupTableProps {
  /** The server's priced piece: a product answer, a cart line, or an order line's frozen breakup. */
  piece: PricedPiece;
  /** Names the table (its caption). */
  caption?: string;
  /** The caption for screen readers only: where a 'Price breakup' button already shows above it. */
  hideCaption?: boolean;
  /** A sentence under the table: 'For one piece.', 'As quoted when the order was paid.' */
  note?: string;
  /**
   * When the rates that priced it were set, worded for display ('Nov 25, 2026, 10:56 AM'): shown
   * under the table as 'Rates as of …'. Left out, the line is not shown.
   */
  ratesAsOf?: string;
  /** 'regular' stands on its own on a page; 'compact' sits inside a cart or order line. */
  size?: 'regular' | 'compact';
  className?: string;
}

/**
 * A piece's price line by line: the metal with its purity, weight and rate, wastage,
 * the making charge, each stone, the fee, and the total, which is the piece's price. Every amount
 * and every fact is the server's; the labels come from the domain (breakupRows), as the e-mail's do,
 * in the page's language.
 */
export function PriceBreakupTable({
  piece,
  caption,
  hideCaption = false,
  note,
  ratesAsOf,
  size = 'regular',
  className = '',
}: PriceBreakupTableProps) {
  const compact = size === 'compact';
  const rows = breakupRows(piece, t, currentIntlLocale());
  const cell = compact ? 'py-2' : 'py-2.5';
  const notes = [
    note,
    piece.metal !== null ? t('breakup.note.perGram') : undefined,
    ratesAsOf ? t('breakup.note.ratesAsOf', { time: ratesAsOf }) : undefined,
  ].filter((text): text is string => Boolean(text));
  return (
    <div
      className={`${compact ? 'rounded-xl bg-ivory px-3 py-2 ring-1 ring-gold-100' : 'rounded-2xl border border-gold-100 bg-white px-4 py-3 shadow-sm sm:px-6 sm:py-4'} ${className}`}
    >
      <table className={`w-full border-collapse text-start ${compact ? 'text-xs' : 'text-sm'}`}>
        <caption
          className={
            hideCaption
              ? 'sr-only'
              : `text-start font-semibold text-ink ${compact ? 'pt-1 pb-1 text-sm' : 'pt-1 pb-2 font-serif text-xl sm:text-2xl'}`
          }
        >
          {caption ?? t('breakup.caption')}
        </caption>
        <BreakupHead />
        <tbody className="divide-y divide-gold-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${cell} pe-3 text-start align-top font-normal`}>
                <span className="block font-medium break-words text-ink">{row.label}</span>
                {row.detail ? (
                  <span className="mt-0.5 block text-xs break-words text-ink-soft tabular-nums">{row.detail}</span>
                ) : null}
              </th>
              <td className={`${cell} text-end align-top whitespace-nowrap text-ink tabular-nums lining-nums`}>
                {formatCents(row.cents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-gold-300">
            <th scope="row" className={`${cell} pe-3 text-start font-semibold text-ink`}>
              {t('breakup.total')}
            </th>
            <td
              className={`${cell} text-end font-semibold whitespace-nowrap text-ink tabular-nums lining-nums ${compact ? '' : 'font-serif text-lg'}`}
            >
              {formatCents(piece.breakup.totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
      {notes.length > 0 ? <p className="mt-1 pb-1 text-xs text-ink-soft">{notes.join(' ')}</p> : null}
    </div>
  );
}
