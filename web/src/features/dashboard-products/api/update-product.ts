import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '#domain/catalog/product.ts';
import type { UpdateProductInput } from '#domain/catalog/product-input.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateProductReads } from './invalidate.ts';

/** PATCH /api/products/:id with any of the fields; 404 'Product Not Found' when it is gone. */
export function updateProduct({ id, input }: { id: string; input: UpdateProductInput }) {
  return apiSend<Product>('PATCH', `/products/${encodeURIComponent(id)}`, input);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    meta: { reportsOwnErrors: true },
    onSuccess: (product) => {
      queryClient.setQueryData(queryKeys.adminProduct(product.id), product);
      invalidateProductReads(queryClient);
    },
  });
}
