import {
  reviewWarnings,
  sortRateWarnings,
  storedRateWarnings,
  type RateWarning,
  type RateWarningList,
} from '#domain/rates/rate-warnings.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

export interface RateWarningContext {
  now: Date;
  /** RATE_STALE_HOURS */
  staleAfterHours: number;
}

/** One place that knows something can be wrong with the rates, and says what. */
export type RateWarningSource = (deps: WorkflowDeps, context: RateWarningContext) => Promise<RateWarning[]>;

/** A metal without a stored rate (priced at its fallback), or a rate not updated for too long. */
export const storedRatesSource: RateWarningSource = async (deps, { now, staleAfterHours }) =>
  storedRateWarnings(await deps.services.rates.list(), now, staleAfterHours);

/** Metals whose pieces are under review because their rate went stale under a live feed. */
export const reviewSource: RateWarningSource = async (deps) =>
  reviewWarnings(await deps.services.rates.standings(), (await deps.services.rates.rates()).review);

/** Every source the dashboard asks. The live rate feed adds its own (failed fetches, moves held for approval). */
export const RATE_WARNING_SOURCES: readonly RateWarningSource[] = [storedRatesSource, reviewSource];

/** GET /api/admin/rate-warnings: what every source reports now, critical ones first. */
export async function rateWarnings(
  deps: WorkflowDeps,
  staleAfterHours: number,
  sources: readonly RateWarningSource[] = RATE_WARNING_SOURCES,
): Promise<RateWarningList> {
  const now = deps.now();
  const lists = await Promise.all(sources.map((source) => source(deps, { now, staleAfterHours })));
  return { warnings: sortRateWarnings(lists.flat()), checkedAt: now.toISOString(), staleAfterHours };
}
