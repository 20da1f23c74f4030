import { AppError } from '#domain/errors.ts';
import { buyPurityName, type BuySpreadAnswer, type SetBuySpreadInput } from '#domain/exchange/buy-rates.ts';
import type { Actor } from '#server/modules/audit/audit.service.ts';
import { moduleServices } from '#server/modules/services.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

const shown = (basisPoints: number | null) => (basisPoints === null ? "the metal's spread" : `${basisPoints / 100}%`);

/**
 * Sets how far below its sell rate the shop buys a metal or one purity (null clears a purity's own,
 * which then follows its metal's), with its audit entry in one transaction; every instance then
 * drops its copy of the rates, which carries the spreads. 404 when clearing a spread never set.
 */
export async function setBuySpread(
  deps: WorkflowDeps,
  actor: Actor,
  input: SetBuySpreadInput,
): Promise<BuySpreadAnswer[]> {
  await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    const changed = await s.rates.setBuySpread(input, actor.name);
    if (!changed) throw new AppError('not_found', 'problem.admin.buySpreadNotSet');
    await s.audit.record({
      actor,
      action: 'buy_spread.set',
      subject: buyPurityName(input.metal, input.fineness),
      subjectId: `${input.metal}:${input.fineness ?? 'all'}`,
      changes: { spread: { from: shown(changed.from), to: shown(changed.to) } },
    });
  });
  deps.changes.ratesChanged();
  return deps.services.rates.adminBuySpreads();
}
