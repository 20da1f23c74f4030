import { eq } from 'drizzle-orm';
import type { Estimate, EstimateLine } from '#domain/exchange/estimate.ts';
import type { BuyMetal } from '#domain/exchange/buy-rates.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { exchangeEstimates } from './exchange.tables.ts';

export interface NewEstimate {
  metal: BuyMetal;
  fineness: number;
  milligrams: number;
  buyRatePerGramCents: number;
  offerCents: number;
  lines: EstimateLine[];
  expiresAt: Date;
  /** The exact rate it was made at, which the counter holds. */
  sellPerGramMillionths: number;
  spreadBasisPoints: number;
}

/** An offer with the exact rate it was made at (null for offers kept before the rate was). */
export interface KeptEstimate {
  estimate: Estimate;
  rate: { sellPerGramMillionths: number; spreadBasisPoints: number } | null;
}

type Row = typeof exchangeEstimates.$inferSelect;

const answerOf = (row: Row): Estimate => ({
  id: row.id,
  metal: row.metal,
  fineness: row.fineness,
  grams: row.milligrams / 1000,
  offerCents: row.offerCents,
  buyRatePerGramCents: row.buyRatePerGramCents,
  expiresAt: row.expiresAt.toISOString(),
  lines: row.lines,
});

/** The online offers for old metal: kept by an unguessable id, read back until they expire. */
export function createExchangeService(db: Db) {
  return {
    async create(estimate: NewEstimate): Promise<Estimate> {
      // 24 random characters (about 143 bits): the id is the only key to an offer.
      const [row] = await db
        .insert(exchangeEstimates)
        .values({ id: newId('est', 24), ...estimate })
        .returning();
      return answerOf(row!);
    },
    /** The offer, or undefined when none has this id or it has expired. */
    async find(id: string, now: Date): Promise<Estimate | undefined> {
      const [row] = await db.select().from(exchangeEstimates).where(eq(exchangeEstimates.id, id));
      return row && row.expiresAt > now ? answerOf(row) : undefined;
    },
    /** The offer, expired or not (the counter still opens it, at today's rate): undefined when unknown. */
    async get(id: string): Promise<KeptEstimate | undefined> {
      const [row] = await db.select().from(exchangeEstimates).where(eq(exchangeEstimates.id, id));
      if (!row) return undefined;
      const { sellPerGramMillionths, spreadBasisPoints } = row;
      const rate =
        sellPerGramMillionths === null || spreadBasisPoints === null
          ? null
          : { sellPerGramMillionths, spreadBasisPoints };
      return { estimate: answerOf(row), rate };
    },
  };
}

export type ExchangeService = ReturnType<typeof createExchangeService>;
