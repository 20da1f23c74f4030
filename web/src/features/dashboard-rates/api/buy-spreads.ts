import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuySpreadAnswer, SetBuySpreadInput } from '#domain/exchange/buy-rates.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet, apiSend } from '#web/lib/api-client.ts';

/** GET /api/admin/buy-spreads: how far below the sell rate the shop buys each metal and purity. */
export function useBuySpreads() {
  return useQuery({
    queryKey: queryKeys.adminBuySpreads,
    queryFn: ({ signal }) => apiGet<BuySpreadAnswer[]>('/admin/buy-spreads', { signal }),
    staleTime: 0,
  });
}

/** PUT /api/admin/buy-spreads; the spreads and the shop's buy rates are read again. */
export function useSetBuySpread({ onSuccess, onError }: { onSuccess: () => void; onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetBuySpreadInput) => apiSend<BuySpreadAnswer[]>('PUT', '/admin/buy-spreads', input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminBuySpreads }),
        queryClient.invalidateQueries({ queryKey: queryKeys.buyRates }),
      ]);
      onSuccess();
    },
    onError,
  });
}
