// What the size guide's tables and printable sizer show, from the shop's one list of sizes
// (domain/sizes/size-scales.ts): the guide never writes a size of its own.
import { bangleDiameterMm, ringDiameterMm, SCALE_SIZES } from '#domain/sizes/size-scales.ts';

/** Millimetres to one decimal, as the tables print them (17.3196 → 17.3). */
const tenths = (mm: number) => Math.round(mm * 10) / 10;

/** A size with its inside diameter and the circumference of that circle, mm to one decimal. */
export interface SizeRow {
  size: string;
  diameterMm: number;
  /** π × the inside diameter: what a strip of paper round the finger (or the folded hand) measures. */
  circumferenceMm: number;
}

const sizeRow = (size: string, diameterMm: number): SizeRow => ({
  size,
  diameterMm: tenths(diameterMm),
  circumferenceMm: tenths(Math.PI * diameterMm),
});

/** Every US ring size, 3 to 13 in halves. */
export const ringRows = (): SizeRow[] => SCALE_SIZES.ring.map((size) => sizeRow(size, ringDiameterMm(Number(size))));

/** Every bangle size, 2-2 to 2-10; the circumference is the folded hand a bangle slips over. */
export const bangleRows = (): SizeRow[] => SCALE_SIZES.bangle.map((size) => sizeRow(size, bangleDiameterMm(size)));

/** The printable sizer's circles: every whole ring size at its exact inside diameter (not rounded: it is drawn to scale). */
export const sizerCircles = (): Array<{ size: string; diameterMm: number }> =>
  SCALE_SIZES.ring
    .filter((size) => Number.isInteger(Number(size)))
    .map((size) => ({ size, diameterMm: ringDiameterMm(Number(size)) }));

export const CHAIN_PLACES = ['choker', 'neckBase', 'collarbone', 'belowCollarbone', 'neckline', 'belowBust'] as const;
export type ChainPlace = (typeof CHAIN_PLACES)[number];

/** Where a chain of this many inches falls on the wearer. */
function chainPlace(inches: number): ChainPlace {
  if (inches < 16) return 'choker';
  if (inches < 18) return 'neckBase';
  if (inches < 20) return 'collarbone';
  if (inches < 22) return 'belowCollarbone';
  if (inches < 26) return 'neckline';
  return 'belowBust';
}

/** Jewellers sell a chain of 16 in as 40 cm: two and a half centimetres to the inch, rounded the trade's way. */
const CHAIN_CM_PER_INCH = 2.5;

/** Each place a chain falls, with the lengths of both scales that fall there, shortest first. */
export const chainRows = (): Array<{ place: ChainPlace; inches: string[]; cm: string[] }> =>
  CHAIN_PLACES.map((place) => ({
    place,
    inches: SCALE_SIZES.chainInches.filter((length) => chainPlace(Number(length)) === place),
    cm: SCALE_SIZES.chainCm.filter((length) => chainPlace(Number(length) / CHAIN_CM_PER_INCH) === place),
  }));
