import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { rateHundredthCents } from '#domain/rates/rate-admin.ts';
import { parseScaledDecimal } from '#domain/money.ts';
import { PRICE_FOLLOWING_KEYS } from '#domain/query-keys.ts';
import { apiSend } from '#web/lib/api-client.ts';

/**
 * A rate as typed: dollars with up to four decimals (step 0.0001), turned into hundredths of a cent
 * without floating point, then held to the server's own rule.
 */
export const dollarRateField = /* @__PURE__ */ z
  .string()
  .trim()
  .min(1, 'Enter the price per gram')
  .regex(/^(\d+(\.\d{0,4})?|\.\d{1,4})$/, 'Enter dollars with up to four decimals, e.g. 75.4025')
  .transform((dollars) => parseScaledDecimal(dollars, 4))
  .pipe(rateHundredthCents);

export const rateFormSchema = z.object({ price: dollarRateField });
export type RateFormInput = z.input<typeof rateFormSchema>;

export function updateRate({ id, rate }: { id: string; rate: number }): Promise<MetalPrice> {
  return apiSend<MetalPrice>('PATCH', `/metals/${encodeURIComponent(id)}`, { pricePerGramHundredthCents: rate });
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
