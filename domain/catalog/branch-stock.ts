import { z } from 'zod';
import { store, type Branch } from '../store/settings.ts';

const BRANCH_IDS = store.branches.map((branch) => branch.id) as [Branch['id'], ...Branch['id'][]];
export const branchIdSchema = /* @__PURE__ */ z.enum(BRANCH_IDS);

const count = /* @__PURE__ */ z
  .number({ error: 'Stock must be a whole number' })
  .int('Stock must be a whole number')
  .min(0, 'Stock cannot be negative')
  .max(1_000_000, 'Stock must be at most 1,000,000');

/** Pieces at each branch; a product's total stock is their sum. */
export const branchStockSchema = /* @__PURE__ */ z.strictObject({ louisiana: count, houston: count });
export type BranchStockCounts = z.infer<typeof branchStockSchema>;

/** Pieces moved from one branch to the other: one audited write, never below zero. */
export const stockMoveInput = /* @__PURE__ */ z
  .strictObject({
    from: branchIdSchema,
    to: branchIdSchema,
    count: count.min(1, 'Move at least one piece'),
  })
  .refine((move) => move.from !== move.to, { message: 'Choose two different branches', path: ['to'] });
