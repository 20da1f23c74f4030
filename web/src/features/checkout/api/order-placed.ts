import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#domain/query-keys.ts';

/**
 * After an order is placed: the cart (the cart feature's query) has lost the bought lines, the
 * customer's order list has a new order, and the store credit spent on it is off the balance.
 * They are refetched wherever they are shown.
 */
export function refreshAfterOrder(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
    queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
    queryClient.invalidateQueries({ queryKey: queryKeys.storeCredit }),
  ]).then(() => undefined);
}
