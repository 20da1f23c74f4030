import { store, type Branch } from '../store/settings.ts';
import type { BranchStockCounts } from './branch-stock.ts';

// Apart from branch-stock.ts and its schemas: the product page shows these, and its code carries no zod.

/** The branches where a piece can be seen or collected today, in the settings' order (main store first). */
export function branchesHolding(counts: BranchStockCounts): Branch[] {
  return store.branches.filter((branch) => counts[branch.id] > 0);
}
