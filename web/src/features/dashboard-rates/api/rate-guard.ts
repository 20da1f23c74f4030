import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PendingImpact, PinMetalInput } from '#domain/rates/feed-guard.ts';
import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet, apiSend } from '#web/lib/api-client.ts';

/** GET /api/admin/rate-feed/pending/:id/impact: what approving the held move does to the prices. */
export function usePendingImpact(id: string) {
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys.rateFeed, 'impact', id],
      queryFn: ({ signal }) =>
        apiGet<PendingImpact>(`/admin/rate-feed/pending/${encodeURIComponent(id)}/impact`, { signal }),
      staleTime: 0,
    }),
  );
}

interface Callbacks {
  onSuccess?: (metal: AdminMetal) => void;
  onError?: (error: Error) => void;
}

/** Pins (PUT) or unpins (DELETE) a metal's rate; the metal list and the feed panel read again. */
function usePinMutation<TInput>(send: (input: TInput) => Promise<AdminMetal>, { onSuccess, onError }: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (metal) => {
      await Promise.all(
        [queryKeys.adminMetals, queryKeys.rateFeed, queryKeys.audit].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      onSuccess?.(metal);
    },
    onError: (error) => onError?.(error),
  });
}

export function usePinRate(callbacks: Callbacks = {}) {
  return usePinMutation(
    ({ id, ...input }: PinMetalInput & { id: string }) =>
      apiSend<AdminMetal>('PUT', `/admin/metals/${encodeURIComponent(id)}/pin`, input),
    callbacks,
  );
}

export function useUnpinRate(callbacks: Callbacks = {}) {
  return usePinMutation(
    (id: string) => apiSend<AdminMetal>('DELETE', `/admin/metals/${encodeURIComponent(id)}/pin`),
    callbacks,
  );
}
