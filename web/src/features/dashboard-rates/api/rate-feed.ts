import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { premiumBasisPoints, type RateFeedStatus, type UpdateRateFeedPremiumsInput } from '#domain/rates/rate-feed.ts';
import { parseScaledDecimal } from '#domain/money.ts';
import { PRICE_FOLLOWING_KEYS, queryKeys } from '#domain/query-keys.ts';
import { apiGet, apiSend } from '#web/lib/api-client.ts';

/** GET /api/admin/rate-feed: configured or not, the last fetch, premiums, moves waiting for approval. */
export function getRateFeed(signal?: AbortSignal): Promise<RateFeedStatus> {
  return apiGet<RateFeedStatus>('/admin/rate-feed', { signal });
}

export function useRateFeed() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.rateFeed,
      queryFn: ({ signal }) => getRateFeed(signal),
      staleTime: 0,
      // The job runs on the server every few minutes: a page left open follows it.
      refetchInterval: 60_000,
    }),
  );
}

/**
 * The premiums form: a percentage per metal as typed ("2.5"), turned into basis points without
 * floating point, then held to the server's own rule.
 */
const premiumField = z
  .string()
  .trim()
  .min(1, 'Enter a percentage, 0 for none')
  .regex(/^(\d{1,3}(\.\d{0,2})?|\.\d{1,2})$/, 'Enter a percentage such as 2.5')
  .transform((percent) => parseScaledDecimal(percent, 2))
  .pipe(premiumBasisPoints);

export const premiumsFormSchema = z.object({ Gold: premiumField, Silver: premiumField, Platinum: premiumField });
export type PremiumsFormInput = z.input<typeof premiumsFormSchema>;

interface Callbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: Error) => void;
}

function useFeedMutation<TInput, TResult>(
  send: (input: TInput) => Promise<TResult>,
  keys: ReadonlyArray<ReadonlyArray<string>>,
  { onSuccess, onError }: Callbacks<TResult> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSuccess?.(result);
    },
    onError: async (error) => {
      // A refusal may mean the move is gone (someone else decided, a newer quote): show what is true now.
      await queryClient.invalidateQueries({ queryKey: queryKeys.rateFeed });
      onError?.(error);
    },
  });
}

export function useUpdatePremiums(callbacks?: Callbacks<RateFeedStatus>) {
  return useFeedMutation(
    (input: UpdateRateFeedPremiumsInput) => apiSend<RateFeedStatus>('PATCH', '/admin/rate-feed/premiums', input),
    [queryKeys.rateFeed, queryKeys.audit],
    callbacks,
  );
}

export function useApprovePending(callbacks?: Callbacks<MetalPrice>) {
  return useFeedMutation(
    (id: string) => apiSend<MetalPrice>('POST', `/admin/rate-feed/pending/${encodeURIComponent(id)}/approve`),
    PRICE_FOLLOWING_KEYS,
    callbacks,
  );
}

export function useRejectPending(callbacks?: Callbacks<RateFeedStatus>) {
  return useFeedMutation(
    (id: string) => apiSend<RateFeedStatus>('POST', `/admin/rate-feed/pending/${encodeURIComponent(id)}/reject`),
    [['admin']],
    callbacks,
  );
}
