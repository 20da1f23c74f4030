import { AppError } from '#domain/errors.ts';
import { buyRateCents, buyRateOf } from '#domain/exchange/buy-rates.ts';
import { estimateLines, milligramsOf, type Estimate, type EstimateInput } from '#domain/exchange/estimate.ts';
import type { ExchangeSettings } from '#server/modules/exchange/exchange.settings.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

/**
 * An online offer for old metal at today's buy rate, kept for `offerHoldHours`. Refused while the
 * metal's sell rate is under review (the shop quotes no buy price then: ask in store).
 */
export async function makeEstimate(
  deps: WorkflowDeps,
  settings: ExchangeSettings,
  input: EstimateInput,
): Promise<Estimate> {
  const now = deps.now();
  const { rates, spreads } = await deps.services.rates.buying();
  const rate = buyRateOf(rates, spreads, input.metal, input.fineness);
  if (!rate.quotable) throw new AppError('price_under_review', 'problem.exchange.askInStore');
  const buyRatePerGramCents = buyRateCents(rate);
  const milligrams = milligramsOf(input.grams);
  const { offerCents, lines } = estimateLines(
    milligrams,
    rate,
    buyRatePerGramCents,
    settings.assayDeductionBasisPoints,
  );
  return deps.services.exchange.create({
    metal: input.metal,
    fineness: input.fineness,
    milligrams,
    buyRatePerGramCents,
    offerCents,
    lines,
    expiresAt: new Date(now.getTime() + settings.offerHoldHours * 3_600_000),
  });
}
