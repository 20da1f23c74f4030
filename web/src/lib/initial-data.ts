import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Query results the server embeds in the HTML so the first paint needs no API round trip. */
export interface InitialQuery {
  key: QueryKey;
  data: unknown;
}

export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

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
