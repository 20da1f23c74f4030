import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBoard, BoardRateAnswer } from '#domain/rates/board-rates.ts';
import type { Metal } from '#domain/rates/rate-table.ts';
import type { RateHundredths } from '#domain/rates/rate-units.ts';
import { PRICE_FOLLOWING_KEYS, queryKeys } from '#domain/query-keys.ts';
import { apiGet, apiSend } from '#web/lib/api-client.ts';

/** GET /api/admin/board-rates: the shop's karat board, who set each rate, and every change. */
export function useAdminBoard() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminBoard,
      queryFn: ({ signal }) => apiGet<AdminBoard>('/admin/board-rates', { signal }),
      staleTime: 0,
    }),
  );
}

const purityPath = (metal: Metal, fineness: number) =>
  `/admin/board-rates/${encodeURIComponent(metal)}/${encodeURIComponent(String(fineness))}`;

interface BoardChange {
  metal: Metal;
  fineness: number;
  /** null clears the board rate. */
  rate: RateHundredths | null;
}

async function changeBoardRate({ metal, fineness, rate }: BoardChange): Promise<BoardRateAnswer | null> {
  if (rate === null) {
    await apiSend<null>('DELETE', purityPath(metal, fineness));
    return null;
  }
  return apiSend<BoardRateAnswer>('PUT', purityPath(metal, fineness), { pricePerGramHundredthCents: rate });
}

/** Sets or clears a board rate; every price-following read is refreshed (pieces are repriced). */
export function useChangeBoardRate({
  onSuccess,
  onError,
}: { onSuccess?: (change: BoardChange) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBoardRate,
    onSuccess: async (_answer, change) => {
      await Promise.all(PRICE_FOLLOWING_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSuccess?.(change);
    },
    onError: (error) => onError?.(error),
  });
}
