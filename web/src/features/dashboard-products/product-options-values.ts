import type { Product } from '#domain/catalog/product.ts';
import { ENGRAVING_SCRIPTS, type EngravingScript } from '#domain/options/engraving.ts';
import { formatScaledDecimal } from '#domain/money.ts';
import { SCALE_SIZES, type SizeScale } from '#domain/sizes/size-scales.ts';

// What a piece offers its buyer to choose, as the product form's controls hold it: the sizes it is
// made in and its engraving. The API's `sizing` and `engraving` are null when off; the form keeps
// their fields while off, so turning them on again brings back what was typed.

/** The size scale select's value for a piece made in one size, as it is (`sizing` null). */
export const ONE_SIZE = 'none';

/** A new sized piece is made to size in a week, unless the admin says otherwise. */
export const DEFAULT_LEAD_DAYS = 7;
/** The longest engraving a new offer allows, unless the admin says otherwise. */
export const DEFAULT_ENGRAVING_LENGTH = 20;

export interface OptionsFormValues {
  /** The scale its sizes are of; ONE_SIZE: one size, as it is. */
  sizeScale: SizeScale | typeof ONE_SIZE;
  /** The smallest and the largest size it is made in, as SCALE_SIZES writes them. */
  sizeFrom: string;
  sizeTo: string;
  /** Days making it to size takes, as typed. */
  leadDays: string;
  /** Whether it offers engraving. */
  engraves: boolean;
  /** The longest engraving, in characters, as typed. */
  engravingMaxLength: string;
  /** The checked script checkboxes. */
  engravingScripts: EngravingScript[];
  /** Dollars a piece, as typed; blank: engraved for free. */
  engravingFee: string;
}

export const SIZE_SCALE_CHOICES: ReadonlyArray<{ value: OptionsFormValues['sizeScale']; label: string }> = [
  { value: ONE_SIZE, label: 'One size (as it is)' },
  { value: 'ring', label: 'US ring sizes' },
  { value: 'bangle', label: 'Bangle sizes' },
  { value: 'chainInches', label: 'Chain length in inches' },
  { value: 'chainCm', label: 'Chain length in cm' },
];

export const ENGRAVING_SCRIPT_CHOICES: ReadonlyArray<{ value: EngravingScript; label: string }> = [
  { value: 'latin', label: 'Latin' },
  { value: 'arabic', label: 'Arabic' },
];

const UNIT: Record<SizeScale, string> = { ring: '', bangle: '', chainInches: ' in', chainCm: ' cm' };

/** A size as its select shows it: ring and bangle sizes as jewellers write them, chain lengths with their unit. */
export const sizeLabel = (scale: SizeScale, size: string) => `${size}${UNIT[scale]}`;

/** The first and last size of a scale: a scale just chosen offers its whole range. */
export function wholeRange(scale: SizeScale): { sizeFrom: string; sizeTo: string } {
  const sizes = SCALE_SIZES[scale];
  return { sizeFrom: sizes[0]!, sizeTo: sizes[sizes.length - 1]! };
}

/** A bangle size kept on one line in a narrow cell: its hyphen does not break ('2‑10'). */
const unbroken = (size: string) => size.replace('-', '\u2011');

const RUN: Record<SizeScale, (from: string, to: string) => string> = {
  ring: (from, to) => `Sizes US ${from}–${to}`,
  bangle: (from, to) => `Bangle sizes ${unbroken(from)} to ${unbroken(to)}`,
  chainInches: (from, to) => `Lengths ${from}–${to} in`,
  chainCm: (from, to) => `Lengths ${from}–${to} cm`,
};

/** The products list's note of what a piece offers: 'Sizes US 5–9', 'Engraving'; empty when neither. */
export function offersNote({ sizing, engraving }: Pick<Product, 'sizing' | 'engraving'>): string {
  const offers = [sizing && RUN[sizing.scale](sizing.from, sizing.to), engraving && 'Engraving'];
  return offers.filter(Boolean).join(' · ');
}

export function emptyOptionsForm(): OptionsFormValues {
  return {
    sizeScale: ONE_SIZE,
    sizeFrom: '',
    sizeTo: '',
    leadDays: String(DEFAULT_LEAD_DAYS),
    engraves: false,
    engravingMaxLength: String(DEFAULT_ENGRAVING_LENGTH),
    engravingScripts: [...ENGRAVING_SCRIPTS],
    engravingFee: '',
  };
}

/** The edit form's options: the stored ones, and the defaults under those the piece does not offer. */
export function optionsToForm({ sizing, engraving }: Pick<Product, 'sizing' | 'engraving'>): OptionsFormValues {
  const empty = emptyOptionsForm();
  return {
    ...empty,
    ...(sizing && {
      sizeScale: sizing.scale,
      sizeFrom: sizing.from,
      sizeTo: sizing.to,
      leadDays: String(sizing.leadDays),
    }),
    ...(engraving && {
      engraves: true,
      engravingMaxLength: String(engraving.maxLength),
      engravingScripts: [...engraving.scripts],
      engravingFee: engraving.feeCents === 0 ? '' : formatScaledDecimal(engraving.feeCents, 2),
    }),
  };
}
