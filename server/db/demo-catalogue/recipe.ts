/** The demo pieces' types and the shorthands their recipes are written in. */

import type { EngravingOffer } from '#domain/options/engraving-offer.ts';
import type { Sizing } from '#domain/options/line-options.ts';
import { parseScaledDecimal } from '#domain/money.ts';
import type { StoneGrades } from '#domain/catalog/stone-grades.ts';
import type { MakingCharge, PieceMetal, Stone } from '#domain/pricing/piece-price.ts';

export type Design = 'ring' | 'necklace' | 'bracelet' | 'earrings' | 'pendant' | 'bangle' | 'chain' | 'coin';
export type ArtMetal = 'gold' | 'silver' | 'platinum' | 'rosegold' | 'diamond';

/**
 * How the jeweller prices a demo piece (domain/pricing/piece-price.ts), written as the product form
 * takes it: dollars and percents as decimal strings, carats as '0.25'. The net weight is the
 * piece's `weight`.
 */
export interface DemoRecipe {
  metal: PieceMetal | null;
  /** Parts per thousand: 750 is 18K, 925 sterling. */
  fineness: number;
  making: MakingCharge;
  /** Percent of the metal value, as Gulf and South Asian shops quote it. */
  wastage?: number;
  stones?: DemoStone[];
  /** Hallmark or certificate, in dollars. */
  fee?: string;
}

/** A line of stones and, for the graded ones, their grades as the certificate or the shop gives them. */
export interface DemoStone extends StoneGrades {
  kind: string;
  origin: Stone['origin'];
  /** Of one stone. */
  carats: string;
  count: number;
  /** Dollars per carat, or one price in dollars for all `count` stones. */
  perCarat?: number;
  fixed?: string;
  certificate?: { lab: string; number: string };
}

export const dollars = (text: string) => parseScaledDecimal(text, 2);
/** A percent making charge (the trade's way for gold): '2.5' or 12. */
export const pct = (percent: number | string): MakingCharge => ({
  kind: 'percent',
  basisPoints: parseScaledDecimal(String(percent), 2),
});
export const perGram = (text: string): MakingCharge => ({ kind: 'per-gram', centsPerGram: dollars(text) });
export const fixed = (text: string): MakingCharge => ({ kind: 'fixed', cents: dollars(text) });
export const gold = (fineness: number, making: MakingCharge): DemoRecipe => ({ metal: 'Gold', fineness, making });
export const sterling = (making: MakingCharge): DemoRecipe => ({ metal: 'Silver', fineness: 925, making });
export const platinum = (making: MakingCharge): DemoRecipe => ({ metal: 'Platinum', fineness: 950, making });
/** `count` natural diamonds of `carats` each, priced by the carat. */
export const diamond = (
  count: number,
  carats: string,
  perCarat: number,
  certificate?: DemoStone['certificate'],
): DemoStone => ({ kind: 'Diamond', origin: 'natural', carats, count, perCarat, ...(certificate && { certificate }) });

/** A line of stones with its grades, as the certificate or the shop gives them. */
export const graded = (stone: DemoStone, grades: StoneGrades): DemoStone => ({ ...stone, ...grades });

export interface DemoProduct {
  name: string;
  recipe: DemoRecipe;
  category: string;
  design: Design;
  art: ArtMetal;
  /** Net metal weight, grams. */
  weight: string;
  short: string;
  description: string;
  featured?: boolean;
  outOfStock?: boolean;
  size?: string;
  /** Made to the buyer's size (domain/options): rings, bangles, chains. */
  sizing?: Sizing;
  /** Engraved for the buyer. */
  engraving?: EngravingOffer;
}
