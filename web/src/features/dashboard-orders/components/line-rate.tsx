import { ownPurityRateCents } from '#domain/rates/karat-rates.ts';
import type { PricedPiece } from '#domain/catalog/priced-piece.ts';
import { PURE, purityOf } from '#domain/pricing/piece-price.ts';
import type { RateSource } from '#domain/rates/rate-source.ts';
import { formatCents, formatDateTime } from '#web/lib/format.ts';

const SOURCE_WORDS: Readonly<Record<RateSource, string>> = {
  manual: 'manual',
  feed: 'feed',
  board: 'board',
  standby: 'standby (no rate stored)',
};

/**
 * The rate an order line was priced at, as frozen with its breakup: 'Gold 18K at $56.63/g · feed ·
 * 26 Nov 2026, 14:05' (the rate of the piece's own purity, where it came from, when it was set).
 * Nothing for a piece of stones alone or an order placed before breakups were kept; an order
 * placed before sources were kept says so.
 */
export function LineRate({ piece }: { piece: PricedPiece | null }) {
  if (!piece || piece.metal === null) return null;
  const purity = piece.fineness === PURE ? undefined : purityOf(piece.metal, piece.fineness);
  const parts = [
    `${piece.metal}${purity ? ` ${purity.short}` : ''} at ${formatCents(ownPurityRateCents(piece))}/g`,
    piece.rateSource ? SOURCE_WORDS[piece.rateSource] : 'source not kept',
  ];
  return (
    <p className="mt-1 text-xs text-ink-soft tabular-nums" data-testid="line-rate">
      {parts.join(' · ')}
      {piece.rateSetAt ? (
        <>
          {' · '}
          <time dateTime={piece.rateSetAt}>{formatDateTime(piece.rateSetAt)}</time>
        </>
      ) : null}
    </p>
  );
}
