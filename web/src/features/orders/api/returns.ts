import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#domain/query-keys.ts';
import type { ReturnRequest, ReturnRequestInput } from '#domain/returns/return-request.ts';
import { apiGet, apiSend } from '#web/lib/api-client.ts';

/** GET /api/account/returns: the signed-in buyer's returns, newest first. */
export function useMyReturns() {
  return useQuery({
    queryKey: queryKeys.myReturns,
    queryFn: ({ signal }) =>
      apiGet<{ items: ReturnRequest[] }>('/account/returns', { signal }).then(({ items }) => items),
  });
}

/** POST /api/orders/:id/returns: asks to return one line; the line shows the new return at once. */
export function useAskReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnRequestInput) =>
      apiSend<ReturnRequest>('POST', `/orders/${encodeURIComponent(orderId)}/returns`, input),
    // The dialog shows the refusal itself (the window closed meanwhile, asked from another tab).
    meta: { reportsOwnErrors: true },
    onSuccess: (request) => {
      queryClient.setQueryData<ReturnRequest[]>(queryKeys.myReturns, (items) => [request, ...(items ?? [])]);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myReturns }),
  });
}
