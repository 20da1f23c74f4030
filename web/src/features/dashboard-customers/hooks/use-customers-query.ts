import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { dashboardPaths } from '#web/config/dashboard-paths.ts';
import { toSearchParams } from '#web/lib/api-client.ts';
import type { CustomersParams } from '../api/get-customers.ts';

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1;
}

/** The search and page of the customers table, kept in the URL (?q=…&page=…). */
export function useCustomersQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<CustomersParams>(
    () => ({ q: searchParams.get('q')?.trim().slice(0, 100) || undefined, page: readPage(searchParams.get('page')) }),
    [searchParams],
  );

  const hrefFor = useCallback((next: CustomersParams) => {
    const search = toSearchParams({ q: next.q, page: next.page > 1 ? next.page : undefined }).toString();
    return search ? `${dashboardPaths.customers.pattern}?${search}` : dashboardPaths.customers.pattern;
  }, []);

  /** A new search starts again at page 1; refining one (typing on) replaces the history entry. */
  const search = useCallback(
    (q: string) => {
      const refining = new URLSearchParams(window.location.search).has('q');
      setSearchParams(toSearchParams({ q: q || undefined }), { replace: refining, preventScrollReset: true });
    },
    [setSearchParams],
  );

  const pageHref = useCallback((page: number) => hrefFor({ ...params, page }), [hrefFor, params]);

  return { params, search, pageHref, clearHref: hrefFor({ page: 1 }) };
}
