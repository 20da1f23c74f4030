import { useQuery } from '@tanstack/react-query';
import type { BuyRateAnswer } from '#domain/exchange/buy-rates.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** GET /api/buy-rates: what the shop pays per gram for each purity it buys, beside its sell rate (/rates, /sell-gold, the Metal Price page). */
export function useBuyRates() {
  return useQuery({
    queryKey: queryKeys.buyRates,
    queryFn: ({ signal }) => apiGet<BuyRateAnswer[]>('/buy-rates', { signal }),
  });
}
