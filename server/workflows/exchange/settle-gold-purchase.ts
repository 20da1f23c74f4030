import { AppError } from '#domain/errors.ts';
import { centsToDollarString } from '#domain/money.ts';
import { estimateLines, milligramsOf } from '#domain/exchange/estimate.ts';
import {
  heldBuyRate,
  type AssayInput,
  type AssayOffer,
  type CounterEstimate,
  type GoldPurchase,
  type SettleGoldPurchaseInput,
} from '#domain/exchange/gold-purchase.ts';
import type { Actor } from '#server/modules/audit/audit.service.ts';
import type { ExchangeSettings } from '#server/modules/exchange/exchange.settings.ts';
import { purchaseAnswer, type NewGoldPurchase } from '#server/modules/exchange/gold-purchases.service.ts';
import { moduleServices } from '#server/modules/services.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';
import { todaysOffer } from './make-estimate.ts';

/** An online offer opened at the counter, expired or not, and its exact rate; 404 when unknown. */
async function keptEstimate(deps: WorkflowDeps, id: string) {
  const kept = await deps.services.exchange.get(id);
  if (!kept) throw new AppError('not_found', 'problem.exchange.notFound');
  return { ...kept, held: new Date(kept.estimate.expiresAt) > deps.now() };
}

export async function counterEstimate(deps: WorkflowDeps, id: string): Promise<CounterEstimate> {
  const { estimate, held } = await keptEstimate(deps, id);
  const { lines: _lines, ...rest } = estimate;
  return { ...rest, held };
}

/**
 * The final offer for what staff measured. The online offer's exact buy rate (and its assay
 * deduction) holds until it expires, for the purity it was made for; otherwise today's rate. Both
 * by the online offer's rule (estimateLines), so the same weight gets the same offer.
 */
export async function assayOffer(
  deps: WorkflowDeps,
  settings: ExchangeSettings,
  input: AssayInput,
): Promise<AssayOffer> {
  const milligrams = milligramsOf(input.grams);
  const kept = input.estimateId ? await keptEstimate(deps, input.estimateId) : undefined;
  if (kept?.held && kept.estimate.metal === input.metal && kept.estimate.fineness === input.fineness) {
    const { estimate } = kept;
    const assayBasisPoints = estimate.lines.find((line) => line.kind === 'assay')?.basisPoints ?? 0;
    const rate = kept.rate
      ? { metal: input.metal, fineness: input.fineness, ...kept.rate, quotable: true }
      : heldBuyRate(input.metal, input.fineness, estimate.buyRatePerGramCents);
    const offer = estimateLines(milligrams, rate, estimate.buyRatePerGramCents, assayBasisPoints);
    return { buyRatePerGramCents: estimate.buyRatePerGramCents, rateBasis: 'held', ...offer };
  }
  const { rate: _rate, ...today } = await todaysOffer(deps, settings, input, milligrams);
  return { rateBasis: 'today', ...today };
}

/** Whether a purchase sent again is the one already settled under its id (not another one). */
const samePurchase = (stored: NewGoldPurchase, sent: NewGoldPurchase) =>
  (['metal', 'fineness', 'milligrams', 'sellerName', 'idNumber', 'settlement'] as const).every(
    (key) => stored[key] === sent[key],
  );

/**
 * Buys the assayed metal and settles it in one transaction: the purchase (the register's line), the
 * store credit when settled so, and the audit entry (never the photo ID). Idempotent by the
 * purchase's id: sent again, it settles nothing more and answers the stored purchase.
 */
export async function settleGoldPurchase(
  deps: WorkflowDeps,
  settings: ExchangeSettings,
  actor: Actor,
  input: SettleGoldPurchaseInput,
): Promise<{ purchase: GoldPurchase; created: boolean }> {
  const seller = input.seller.email ? await deps.services.accounts.findByEmail(input.seller.email) : undefined;
  if (input.seller.email && !seller) {
    throw new AppError('not_found', 'problem.admin.sellerAccountNotFound', {
      'seller.email': { reason: 'problem.admin.sellerAccountNotFound' },
    });
  }
  const offer = await assayOffer(deps, settings, input);
  const purchase: NewGoldPurchase = {
    id: input.id,
    createdBy: actor.id,
    createdByName: actor.name,
    estimateId: input.estimateId ?? null,
    metal: input.metal,
    fineness: input.fineness,
    milligrams: milligramsOf(input.grams),
    description: input.description,
    buyRatePerGramCents: offer.buyRatePerGramCents,
    rateBasis: offer.rateBasis,
    offerCents: offer.offerCents,
    lines: offer.lines,
    sellerName: input.seller.name,
    sellerUserId: seller?.id ?? null,
    sellerEmail: seller?.email ?? null,
    idType: input.seller.idType,
    idNumber: input.seller.idNumber,
    settlement: input.settlement,
    settlementReference: input.settlementReference ?? null,
  };
  return deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    const { row, created } = await s.goldPurchases.insertOnce(purchase);
    if (!created) {
      if (!samePurchase(row, purchase)) throw new AppError('conflict', 'problem.admin.goldPurchaseIdReused');
      return { purchase: purchaseAnswer(row), created: false };
    }
    if (row.settlement === 'store_credit') {
      await s.storeCredit.add({
        userId: row.sellerUserId!,
        amountCents: row.offerCents,
        reason: 'exchange',
        reference: row.id,
        createdBy: actor.id,
      });
    }
    await s.audit.record({
      actor,
      action: 'gold_purchase.settle',
      subject: `${row.metal} ${row.fineness}, ${row.milligrams / 1000} g from ${row.sellerName}`,
      subjectId: row.id,
      changes: {
        offer: { from: null, to: centsToDollarString(row.offerCents) },
        rate: { from: null, to: `${centsToDollarString(row.buyRatePerGramCents)}/g (${row.rateBasis})` },
        settlement: { from: null, to: row.settlement },
        seller: { from: null, to: row.sellerEmail ?? row.sellerName },
      },
    });
    return { purchase: purchaseAnswer(row), created: true };
  });
}
