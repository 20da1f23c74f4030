import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '#domain/catalog/product.ts';
import type { CreateProductInput } from '#domain/catalog/product-input.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { invalidateProductReads } from './invalidate.ts';

/** POST /api/products: 201 with the product; 400 with `fields` when a field is refused. */
export function createProduct(input: CreateProductInput) {
  return apiSend<Product>('POST', '/products', input);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    meta: { reportsOwnErrors: true },
    onSuccess: () => invalidateProductReads(queryClient),
  });
}
