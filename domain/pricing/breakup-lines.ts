import { pieceMetalLabel, purityTag } from '../catalog/labels.ts';
import type { PricedPiece } from '../catalog/priced-piece.ts';
import { numberFormat } from '../i18n/intl-cache.ts';
import type { MessageId, Translate } from '../i18n/messages.ts';
import { percentText } from '../i18n/percent.ts';
import { formatCents, type Cents } from '../money.ts';
import { PURE, type Stone } from './piece-price.ts';
import { centsToRate, formatRate } from '../rates/rate-units.ts';

/**
 * The lines of a price breakup as a shopper reads them, in words and cents: the
 * product page, the cart, the order pages, the confirmation e-mail and the dashboard all label a
 * breakup with this one function, so they say the same thing. The amounts are the server's
 * (`piece.breakup`): nothing here computes a price. The words are the catalogue's (`breakup.…`),
 * written by the caller's Translate (the web's t, the server's translator(language)), and the
 * numbers in the caller's Intl locale (intlLocale(language)).
 */
interface BreakupRow {
  /** Stable within one breakup: 'metal', 'wastage', 'making', 'stone-0', ..., 'fee', 'engraving'. */
  id: string;
  /** '18K gold', 'Making charge', '1 × 0.30 ct natural diamond, GIA 2141438167' */
  label: string;
  /** How the amount came about: '4.200 g × $75.40/g × 750/1000', '14% of the metal value'. */
  detail: string | null;
  cents: Cents;
}

/** What writes a breakup in one language: its texts and its Intl locale. */
interface BreakupWords {
  t: Translate;
  locale: string;
}

/** '4.200 g': weights are kept to the milligram, and a breakup shows all three decimals. */
const breakupGrams = (weight: number, { t, locale }: BreakupWords) =>
  t('breakup.grams', {
    grams: numberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(weight),
  });

/** Hundredths of a carat: 30 → '0.30 ct'. */
const caratText = (hundredths: number, { t, locale }: BreakupWords) =>
  t('breakup.carats', {
    carats: numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100),
  });

function metalDetail(piece: PricedPiece, words: BreakupWords): string {
  const { t, locale } = words;
  if (piece.metal === null) return t('breakup.metal.none.detail');
  const weight = breakupGrams(piece.weight, words);
  if (piece.boardRate != null) {
    const purity = purityTag(piece.metal, piece.fineness, t) ?? String(piece.fineness);
    return t('breakup.metal.detail.board', { weight, rate: formatRate(piece.boardRate, locale), purity });
  }
  // Order lines kept before rates had hundredths of a cent carry the whole-cent rate only.
  const exact = piece.perGramHundredthCents ?? centsToRate(piece.perGram);
  const values = { weight, rate: formatRate(exact, locale) };
  return piece.fineness === PURE
    ? t('breakup.metal.detail', values)
    : t('breakup.metal.detail.fineness', { ...values, fineness: piece.fineness });
}

function makingDetail(piece: PricedPiece, words: BreakupWords): string {
  const { t, locale } = words;
  const making = piece.making;
  switch (making.kind) {
    case 'none':
      return '';
    case 'percent':
      return t('breakup.ofMetalValue', { percent: percentText(making.basisPoints, locale) });
    case 'per-gram':
      return t('breakup.making.perGram', {
        rate: formatCents(making.centsPerGram, locale),
        weight: breakupGrams(piece.weight, words),
      });
    case 'fixed':
      return t('breakup.making.fixed');
  }
}

/** The kinds the dashboard offers, in the catalogue; another kind is the admin's own word. */
const STONE_KINDS: Readonly<Record<string, MessageId>> = {
  diamond: 'breakup.stoneKind.diamond',
  ruby: 'breakup.stoneKind.ruby',
  emerald: 'breakup.stoneKind.emerald',
  sapphire: 'breakup.stoneKind.sapphire',
  pearl: 'breakup.stoneKind.pearl',
  turquoise: 'breakup.stoneKind.turquoise',
  amethyst: 'breakup.stoneKind.amethyst',
  topaz: 'breakup.stoneKind.topaz',
};

/** A stone's kind in the page's language ('diamond', 'ألماس'); a kind the catalogue lacks stays as the admin typed it. */
export function stoneKind(kind: string, t: Translate): string {
  const lower = kind.toLowerCase();
  const id = Object.hasOwn(STONE_KINDS, lower) ? STONE_KINDS[lower] : undefined;
  return id ? t(id) : lower;
}

/** '1 × 0.30 ct natural diamond, GIA 2141438167' */
function stoneLabel(stone: Stone, words: BreakupWords): string {
  const { t, locale } = words;
  const values = {
    count: numberFormat(locale).format(stone.count),
    carats: caratText(stone.caratHundredths, words),
    origin: t(stone.origin === 'natural' ? 'breakup.stone.natural' : 'breakup.stone.lab-grown'),
    kind: stoneKind(stone.kind, t),
  };
  return stone.certificate
    ? t('breakup.stone.certified', { ...values, lab: stone.certificate.lab, number: stone.certificate.number })
    : t('breakup.stone', values);
}

function stoneDetail(stone: Stone, words: BreakupWords): string {
  const { t, locale } = words;
  if ('fixedCents' in stone.price) return t('breakup.stone.fixedPrice');
  const rate = t('breakup.stone.perCarat', { price: formatCents(stone.price.perCaratCents, locale) });
  return stone.count === 1
    ? rate
    : t('breakup.stone.inAll', { carats: caratText(stone.caratHundredths * stone.count, words), rate });
}

/**
 * The breakup's lines before its total. The metal always shows (a piece without metal says so);
 * wastage, making and the fee show when they apply to the piece; every stone has its own line; an
 * engraved line of a cart or an order ends with its engraving fee (even a free one: it was engraved).
 */
export function breakupRows(piece: PricedPiece, t: Translate, locale: string): BreakupRow[] {
  const words: BreakupWords = { t, locale };
  const { breakup } = piece;
  const rows: BreakupRow[] = [
    { id: 'metal', label: pieceMetalLabel(piece, t), detail: metalDetail(piece, words), cents: breakup.metalCents },
  ];
  if (piece.wastageBasisPoints > 0 || breakup.wastageCents > 0) {
    rows.push({
      id: 'wastage',
      label: t('breakup.wastage'),
      detail: t('breakup.ofMetalValue', { percent: percentText(piece.wastageBasisPoints, locale) }),
      cents: breakup.wastageCents,
    });
  }
  if (piece.making.kind !== 'none' || breakup.makingCents > 0) {
    rows.push({
      id: 'making',
      label: t('breakup.making'),
      detail: makingDetail(piece, words) || null,
      cents: breakup.makingCents,
    });
  }
  piece.stones.forEach((stone, index) => {
    rows.push({
      id: `stone-${index}`,
      label: stoneLabel(stone, words),
      detail: stoneDetail(stone, words),
      cents: breakup.stoneCents[index] ?? 0,
    });
  });
  if (piece.feeCents > 0 || breakup.feeCents > 0) {
    rows.push({ id: 'fee', label: t('breakup.fee'), detail: t('breakup.fee.detail'), cents: breakup.feeCents });
  }
  if (breakup.engravingCents !== undefined) {
    rows.push({ id: 'engraving', label: t('breakup.engraving'), detail: null, cents: breakup.engravingCents });
  }
  return rows;
}
