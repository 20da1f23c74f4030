import { useQuery } from '@tanstack/react-query';
import type { StoreCredit } from '#domain/exchange/store-credit.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** GET /api/account/store-credit: the signed-in customer's balance and its history (My Orders, the checkout). */
export function useStoreCredit() {
  return useQuery({
    queryKey: queryKeys.storeCredit,
    queryFn: ({ signal }) => apiGet<StoreCredit>('/account/store-credit', { signal }),
  });
}
