import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateProductReads } from './invalidate.ts';

/** DELETE /api/products/:id: `{ deleted: true }`; past orders keep their own copy of the lines. */
export function deleteProduct(id: string) {
  return apiSend<{ deleted: true }>('DELETE', `/products/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    meta: { reportsOwnErrors: true },
    onSuccess: () => invalidateProductReads(queryClient),
  });
}
