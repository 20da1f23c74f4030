// A stone's grades on GIA's scales, as a buyer compares them with other shops' stones. Without zod,
// so the collection's filters can import the scales cheaply; the schemas are in piece-recipe.ts
// (a stone) and list-query.ts (the collection's filters). Every scale lists its best grade first.

export const STONE_SHAPES = [
  'round',
  'princess',
  'cushion',
  'oval',
  'emerald',
  'pear',
  'marquise',
  'radiant',
  'asscher',
  'heart',
] as const;
export type StoneShape = (typeof STONE_SHAPES)[number];

/** GIA's colour letters, D (colourless) to Z (light yellow or brown). */
export const DIAMOND_COLORS = [
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'Z',
] as const;
export type DiamondColor = (typeof DIAMOND_COLORS)[number];

/** GIA's clarity grades, flawless to included. */
export const DIAMOND_CLARITIES = ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'I1', 'I2', 'I3'] as const;
export type DiamondClarity = (typeof DIAMOND_CLARITIES)[number];

/** GIA's cut grades. GIA grades the cut of round brilliants only; a shop may still give one for another shape. */
export const CUT_GRADES = ['excellent', 'very-good', 'good', 'fair', 'poor'] as const;
export type CutGrade = (typeof CUT_GRADES)[number];

/** The dashboard's words (English only); the shop's are in the catalogues (stone.cut.…). */
export const CUT_LABELS: Readonly<Record<CutGrade, string>> = {
  excellent: 'Excellent',
  'very-good': 'Very Good',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};

/** The grades a stone may carry beside its kind, origin, carats and certificate: all optional. */
export interface StoneGrades {
  shape?: StoneShape;
  /** Diamonds only: a ruby has no D–Z colour. */
  color?: DiamondColor;
  /** Diamonds only. */
  clarity?: DiamondClarity;
  cut?: CutGrade;
}

/** The kind the colour and clarity scales grade, and the collection's grade filters look at. */
export const DIAMOND_KIND = 'diamond';

/** Whether a stone's kind (as the admin typed it: 'Diamond', 'diamond ') is diamond. */
export function isDiamond(kind: string): boolean {
  return kind.trim().toLowerCase() === DIAMOND_KIND;
}

export function isGradeOf<T extends string>(scale: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (scale as readonly string[]).includes(value);
}

/**
 * The grades of `scale` from `from` to `to`, both included (the best end and the worst end; either
 * may be left out for the scale's own end). Empty when `from` is worse than `to`.
 */
export function gradeRange<T extends string>(scale: readonly T[], from?: T, to?: T): T[] {
  const start = from === undefined ? 0 : scale.indexOf(from);
  const end = to === undefined ? scale.length - 1 : scale.indexOf(to);
  return scale.slice(start, end + 1);
}

/** Whether `a` is a better grade than `b` on `scale` (D before E, FL before IF). */
export function isBetterGrade<T extends string>(scale: readonly T[], a: T, b: T): boolean {
  return scale.indexOf(a) < scale.indexOf(b);
}
