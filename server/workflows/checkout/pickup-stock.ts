import { piecesByProduct, type CartLine } from '#domain/cart/cart.ts';
import { AppError } from '#domain/errors.ts';
import { translator } from '#server/i18n/translator.ts';
import { store, type BranchId } from '#domain/store/settings.ts';

/** A branch's name as both languages write it, for a problem's values. */
export function branchName(branchId: BranchId): { en: string; ar: string } {
  const branch = store.branches.find((candidate) => candidate.id === branchId)!;
  return { en: branch.name, ar: translator('ar')(`shell.store.branch.${branchId}.name`) };
}

/** A pick-up takes every piece from its branch: a line that branch cannot fill today is refused, by name. */
export function refuseMissingAtBranch(lines: readonly CartLine[], branchId: BranchId): void {
  const ordered = piecesByProduct(lines);
  const short = lines.find((line) => line.branchStock[branchId] < ordered.get(line.productId)!);
  if (!short) return;
  throw new AppError('out_of_stock', {
    reason: 'problem.checkout.notAtBranch',
    values: {
      name: { en: short.name, ar: short.nameAr },
      branch: branchName(branchId),
      count: short.branchStock[branchId],
    },
  });
}
