import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { updateMetalPriceInput } from '#domain/rates/rate-admin.ts';
import { parseScaledDecimal } from '#domain/money.ts';
import { PRICE_FOLLOWING_KEYS } from '#domain/query-keys.ts';
import { apiSend } from '#web/lib/api-client.ts';

/**
 * The form's field: dollars as typed (step 0.01), turned into integer cents without floating
 * point, then held to the server's own rule for PATCH /api/metals/:id.
 */
export const rateFormSchema = z.object({
  price: z
    .string()
    .trim()
    .min(1, 'Enter the price per gram')
    .regex(/^(\d+(\.\d{0,2})?|\.\d{1,2})$/, 'Enter dollars and cents, e.g. 75.40')
    .transform((dollars) => parseScaledDecimal(dollars, 2))
    .pipe(updateMetalPriceInput.shape.pricePerGram),
});
export type RateFormInput = z.input<typeof rateFormSchema>;

export function updateRate({ id, pricePerGram }: { id: string; pricePerGram: number }): Promise<MetalPrice> {
  return apiSend<MetalPrice>('PATCH', `/metals/${encodeURIComponent(id)}`, { pricePerGram });
}

export function useUpdateRate({
  onSuccess,
  onError,
}: { onSuccess?: (metal: MetalPrice) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRate,
    onSuccess: async (metal) => {
      await Promise.all(PRICE_FOLLOWING_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSuccess?.(metal);
    },
    onError: (error) => onError?.(error),
  });
}
