import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BranchStockCounts } from '#domain/catalog/branch-stock.ts';
import type { Product } from '#domain/catalog/product.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateProductReads } from './invalidate.ts';

type BranchId = keyof BranchStockCounts;
export type BranchStockWrite =
  { kind: 'set'; counts: BranchStockCounts } | { kind: 'move'; from: BranchId; to: BranchId; count: number };

/** PUT /api/products/:id/branch-stock or POST /api/products/:id/stock-moves (409 when too few to move). */
function writeBranchStock({ id, write }: { id: string; write: BranchStockWrite }) {
  const url = `/products/${encodeURIComponent(id)}`;
  if (write.kind === 'set') return apiSend<Product>('PUT', `${url}/branch-stock`, write.counts);
  const { from, to, count } = write;
  return apiSend<Product>('POST', `${url}/stock-moves`, { from, to, count });
}

export function useWriteBranchStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeBranchStock,
    meta: { reportsOwnErrors: true },
    onSuccess: (product) => {
      queryClient.setQueryData(queryKeys.adminProduct(product.id), product);
      invalidateProductReads(queryClient);
    },
  });
}
