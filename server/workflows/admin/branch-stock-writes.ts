import type { BranchStockCounts } from '#domain/catalog/branch-stock.ts';
import type { Product } from '#domain/catalog/product.ts';
import { AppError } from '#domain/errors.ts';
import { branchStockOf, type StockMove } from '#server/modules/catalog/catalog.service.ts';
import { changesBetween, type Actor } from '#server/modules/audit/audit.service.ts';
import { moduleServices } from '#server/modules/services.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';
import { PRODUCT_NOT_FOUND, productById } from './admin-writes.ts';

// Each write of a branch's count and its audit entry are one transaction.

/** Sets the count at each branch (the total follows). */
export async function setBranchStock(
  deps: WorkflowDeps,
  actor: Actor,
  id: string,
  counts: BranchStockCounts,
): Promise<Product> {
  await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    const before = await s.catalog.setBranchStock(id, counts);
    if (!before) throw new AppError('not_found', PRODUCT_NOT_FOUND);
    await s.audit.record({
      actor,
      action: 'product.branch_stock',
      subject: before.name,
      subjectId: id,
      changes: changesBetween(branchStockOf(before), counts),
    });
  });
  deps.changes.productsChanged();
  return productById(deps, id);
}

/** Moves pieces from one branch to the other; the total stays. */
export async function moveStock(deps: WorkflowDeps, actor: Actor, id: string, move: StockMove): Promise<Product> {
  await deps.db.transaction(async (tx) => {
    const s = moduleServices(tx);
    const before = await s.catalog.moveStock(id, move);
    if (!before) throw new AppError('not_found', PRODUCT_NOT_FOUND);
    if (before === 'short') throw new AppError('conflict', 'problem.admin.notEnoughAtBranch');
    await s.audit.record({
      actor,
      action: 'product.stock_move',
      subject: before.name,
      subjectId: id,
      // Both branches' counts before and after say from where, to where and how many.
      changes: changesBetween(branchStockOf(before), branchStockOf((await s.catalog.row(id))!)),
    });
  });
  deps.changes.productsChanged();
  return productById(deps, id);
}
