import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#domain/query-keys.ts';

/**
 * After a product is added, changed or deleted: the dashboard's lists and counts (['admin', …])
 * and the shop's own product queries (['products', …], the catalog feature's) are out of date.
 * Only the queries on screen refetch; the rest refetch when next shown. Not awaited: the caller's
 * own onSuccess runs before the lists change (focus management relies on that order).
 */
export function invalidateProductReads(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin });
  void queryClient.invalidateQueries({ queryKey: queryKeys.products });
}
