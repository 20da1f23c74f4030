import type { QueryClient } from '@tanstack/react-query';
import type { InitialQuery } from '#domain/query-keys.ts';

export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/** Puts the query answers the server embedded in the page (server/routes/web.ts) into the cache. */
export function primeFromInitialData(queryClient: QueryClient): void {
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const queries = JSON.parse(element.textContent) as InitialQuery[];
    for (const { key, data } of queries) queryClient.setQueryData(key, data);
  } catch {
    // Bad embedded data only costs a fetch; the queries load as usual.
  }
}
