// The size scales a piece can be made to, without zod, so the browser can import them cheaply.

/** A kind of size: US ring sizes, bangle sizes (inches and sixteenths), chain lengths in inches or cm. */
export const SIZE_SCALES = ['ring', 'bangle', 'chainInches', 'chainCm'] as const;
export type SizeScale = (typeof SIZE_SCALES)[number];

const steps = (from: number, to: number, step: number, label: (value: number) => string) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, index) => label(from + index * step));

/**
 * Every size of each scale, smallest first, as the API writes them. A product offers a run of
 * one scale (its `sizing.from` to `sizing.to`).
 * - ring: US sizes 3 to 13 in halves ('7', '7.5');
 * - bangle: inner diameter in inches and sixteenths, 2-2 to 2-10 ('2-6' is 2 6⁄16 in);
 * - chainInches: 14 to 30 in, every 2 in; chainCm: 35 to 80 cm, every 5 cm.
 */
export const SCALE_SIZES: Readonly<Record<SizeScale, readonly string[]>> = {
  ring: steps(3, 13, 0.5, String),
  bangle: steps(2, 10, 2, (sixteenths) => `2-${sixteenths}`).filter((size) => size !== '2-0'),
  chainInches: steps(14, 30, 2, String),
  chainCm: steps(35, 80, 5, String),
};

/** The sizes of `scale` from `from` to `to`, both included; empty when either is not on the scale or they are reversed. */
export function sizesBetween(scale: SizeScale, from: string, to: string): string[] {
  const all = SCALE_SIZES[scale];
  const start = all.indexOf(from);
  const end = all.indexOf(to);
  return start < 0 || end < start ? [] : all.slice(start, end + 1);
}

const MM_PER_INCH = 25.4;

/** Inside diameter of a US ring size, mm (the jewellers' linear scale: size 0 is 11.63 mm, each size 0.8128 mm more). */
export function ringDiameterMm(usSize: number): number {
  return 11.63 + 0.8128 * usSize;
}

/** Inside diameter of a bangle size ('2-6': 2 6⁄16 in), mm. */
export function bangleDiameterMm(size: string): number {
  const [inches = 0, sixteenths = 0] = size.split('-').map(Number);
  return (inches + sixteenths / 16) * MM_PER_INCH;
}

/** The longest lead time to make a piece to size, in days. */
export const MAX_SIZE_LEAD_DAYS = 60;
