import { AppError } from '#domain/errors.ts';
import { highestBoardRate, type BoardRateAnswer } from '#domain/rates/board-rates.ts';
import type { Metal } from '#domain/rates/rate-table.ts';
import { formatRate, type RateHundredths } from '#domain/rates/rate-units.ts';
import { purityOf } from '#domain/pricing/piece-price.ts';
import type { Actor } from '#server/modules/audit/audit.service.ts';
import { moduleServices } from '#server/modules/services.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

// The shop's own karat board: a purity's rate and its audit entry are one transaction, and the
// database reprices that metal's pieces in it (migration 0019).

const purityName = (metal: Metal, fineness: number) => `${metal} ${purityOf(metal, fineness)?.short ?? fineness}`;
const shown = (rate: RateHundredths | null) => (rate === null ? 'fineness × pure rate' : formatRate(rate));

async function writeBoardRate(
  deps: WorkflowDeps,
  actor: Actor,
  metal: Metal,
  fineness: number,
  rate: RateHundredths | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    const changed = await s.rates.setBoardRate(metal, fineness, rate, actor.name);
    if (!changed) throw new AppError('not_found', 'problem.admin.boardRateNotSet');
    await s.audit.record({
      actor,
      action: 'board_rate.set',
      subject: purityName(metal, fineness),
      subjectId: `${metal}:${fineness}`,
      changes: { pricePerGram: { from: shown(changed.from), to: shown(changed.to) } },
    });
  });
  deps.changes.ratesChanged();
}

/** Sets the board rate of a metal's purity: every piece of that purity is priced at it at once. */
export async function setBoardRate(
  deps: WorkflowDeps,
  actor: Actor,
  metal: Metal,
  fineness: number,
  rate: RateHundredths,
): Promise<BoardRateAnswer> {
  const highest = highestBoardRate(fineness);
  if (rate > highest) {
    const sentence = `A ${fineness}/1000 rate must be at most ${formatRate(highest)} per gram`;
    throw new AppError(
      'invalid_input',
      { reason: 'problem.field.invalid', values: { detail: { sentence } } },
      { pricePerGramHundredthCents: sentence },
    );
  }
  await writeBoardRate(deps, actor, metal, fineness, rate);
  const board = await deps.services.rates.board();
  return board.find((entry) => entry.metal === metal && entry.fineness === fineness)!;
}

/** Clears a board rate: the purity is priced at fineness × the pure rate again. 404 if none was set. */
export async function clearBoardRate(deps: WorkflowDeps, actor: Actor, metal: Metal, fineness: number): Promise<void> {
  await writeBoardRate(deps, actor, metal, fineness, null);
}
