import { AppError } from '#domain/errors.ts';
import { buyRateCents, buyRateOf, type BuyMetal } from '#domain/exchange/buy-rates.ts';
import { estimateLines, milligramsOf, type Estimate, type EstimateInput } from '#domain/exchange/estimate.ts';
import type { ExchangeSettings } from '#server/modules/exchange/exchange.settings.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

/**
 * The offer for `milligrams` of a purity at today's buy rate, less the assay deduction: online and
 * at the counter alike. Refused while the metal's sell rate is under review (ask in store).
 */
export async function todaysOffer(
  deps: WorkflowDeps,
  settings: ExchangeSettings,
  purity: { metal: BuyMetal; fineness: number },
  milligrams: number,
) {
  const { rates, spreads } = await deps.services.rates.buying();
  const rate = buyRateOf(rates, spreads, purity.metal, purity.fineness);
  if (!rate.quotable) throw new AppError('price_under_review', 'problem.exchange.askInStore');
  const buyRatePerGramCents = buyRateCents(rate);
  const offer = estimateLines(milligrams, rate, buyRatePerGramCents, settings.assayDeductionBasisPoints);
  return { buyRatePerGramCents, rate, ...offer };
}

/** An online offer for old metal at today's buy rate, kept for `offerHoldHours`. */
export async function makeEstimate(
  deps: WorkflowDeps,
  settings: ExchangeSettings,
  input: EstimateInput,
): Promise<Estimate> {
  const now = deps.now();
  const milligrams = milligramsOf(input.grams);
  const { buyRatePerGramCents, rate, offerCents, lines } = await todaysOffer(deps, settings, input, milligrams);
  return deps.services.exchange.create({
    metal: input.metal,
    fineness: input.fineness,
    milligrams,
    buyRatePerGramCents,
    offerCents,
    lines,
    sellPerGramMillionths: rate.sellPerGramMillionths,
    spreadBasisPoints: rate.spreadBasisPoints,
    expiresAt: new Date(now.getTime() + settings.offerHoldHours * 3_600_000),
  });
}
