import type { PricedPiece } from '../catalog/priced-piece.ts';
import { formatCents, formatScaledDecimal, type Cents } from '../money.ts';
import { purityOf, PURE, type Stone } from './piece-price.ts';

/**
 * The lines of a price breakup as a shopper reads them, in words and cents (issue 16): the
 * product page, the cart, the order pages, the confirmation e-mail and the dashboard all label a
 * breakup with this one function, so they say the same thing. The amounts are the server's
 * (`piece.breakup`): nothing here computes a price.
 */
export interface BreakupRow {
  /** Stable within one breakup: 'metal', 'wastage', 'making', 'stone-0', ..., 'fee'. */
  id: string;
  /** '18K gold', 'Making charge', '1 × 0.30 ct natural diamond, GIA 2141438167' */
  label: string;
  /** How the amount came about: '4.200 g × $75.40/g × 750/1000', '14% of the metal value'. */
  detail: string | null;
  cents: Cents;
}

const gramsFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '4.200 g': weights are kept to the milligram, and a breakup shows all three decimals. */
export const breakupGrams = (weight: number) => `${gramsFormat.format(weight)} g`;

/** Basis points as a percentage: 1400 → '14%', 1250 → '12.5%'. */
export const percentText = (basisPoints: number) => `${percentFormat.format(basisPoints / 100)}%`;

/** Hundredths of a carat: 30 → '0.30 ct'. */
export const caratText = (hundredths: number) => `${formatScaledDecimal(hundredths, 2)} ct`;

/** The metal as a tag names it: '18K gold', '925 silver', 'Gold' (the rate as quoted). */
export function metalLabel(piece: Pick<PricedPiece, 'metal' | 'fineness'>): string {
  if (piece.metal === null) return 'Metal';
  if (piece.fineness === PURE) return piece.metal;
  const purity = purityOf(piece.metal, piece.fineness);
  return purity ? `${purity.short} ${piece.metal.toLowerCase()}` : `${piece.metal} ${piece.fineness}/1000`;
}

function metalDetail(piece: PricedPiece): string {
  if (piece.metal === null) return 'None: priced by its stones';
  const base = `${breakupGrams(piece.weight)} × ${formatCents(piece.perGram)}/g`;
  return piece.fineness === PURE ? base : `${base} × ${piece.fineness}/1000`;
}

function makingDetail(piece: PricedPiece): string {
  const making = piece.making;
  switch (making.kind) {
    case 'none':
      return '';
    case 'percent':
      return `${percentText(making.basisPoints)} of the metal value`;
    case 'per-gram':
      return `${formatCents(making.centsPerGram)} per g × ${breakupGrams(piece.weight)}`;
    case 'fixed':
      return 'Fixed';
  }
}

/** '1 × 0.30 ct natural diamond, GIA 2141438167' */
export function stoneLabel(stone: Stone): string {
  const certificate = stone.certificate ? `, ${stone.certificate.lab} ${stone.certificate.number}` : '';
  return `${stone.count} × ${caratText(stone.caratHundredths)} ${stone.origin} ${stone.kind.toLowerCase()}${certificate}`;
}

function stoneDetail(stone: Stone): string {
  if ('fixedCents' in stone.price) return 'Fixed price';
  const rate = `${formatCents(stone.price.perCaratCents)} per ct`;
  return stone.count === 1 ? rate : `${caratText(stone.caratHundredths * stone.count)} in all × ${rate}`;
}

/**
 * The breakup's lines before its total. The metal always shows (a piece without metal says so);
 * wastage, making and the fee show when they apply to the piece; every stone has its own line.
 */
export function breakupRows(piece: PricedPiece): BreakupRow[] {
  const { breakup } = piece;
  const rows: BreakupRow[] = [
    { id: 'metal', label: metalLabel(piece), detail: metalDetail(piece), cents: breakup.metalCents },
  ];
  if (piece.wastageBasisPoints > 0 || breakup.wastageCents > 0) {
    rows.push({
      id: 'wastage',
      label: 'Wastage',
      detail: `${percentText(piece.wastageBasisPoints)} of the metal value`,
      cents: breakup.wastageCents,
    });
  }
  if (piece.making.kind !== 'none' || breakup.makingCents > 0) {
    rows.push({
      id: 'making',
      label: 'Making charge',
      detail: makingDetail(piece) || null,
      cents: breakup.makingCents,
    });
  }
  piece.stones.forEach((stone, index) => {
    rows.push({
      id: `stone-${index}`,
      label: stoneLabel(stone),
      detail: stoneDetail(stone),
      cents: breakup.stoneCents[index] ?? 0,
    });
  });
  if (piece.feeCents > 0 || breakup.feeCents > 0) {
    rows.push({ id: 'fee', label: 'Fee', detail: 'Hallmark, certificate', cents: breakup.feeCents });
  }
  return rows;
}
