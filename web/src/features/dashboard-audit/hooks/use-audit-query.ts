import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, type AuditAction } from '#domain/admin/audit.ts';
import { dashboardPaths } from '#web/config/dashboard-paths.ts';
import { toSearchParams } from '#web/lib/api-client.ts';
import type { AuditParams } from '../api/get-audit.ts';

/** A hand-edited query never breaks the page: unknown values fall back to "all". */
function parse(params: URLSearchParams): AuditParams {
  const action = AUDIT_ACTIONS.find((candidate) => candidate === params.get('action'));
  const page = Number(params.get('page'));
  return {
    action,
    actor: params.get('actor')?.trim().slice(0, 100) || undefined,
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

/** Only what differs from "everything, page 1" goes in the URL, so links stay short. */
function toQuery(params: AuditParams): URLSearchParams {
  return toSearchParams({
    action: params.action,
    actor: params.actor,
    page: params.page > 1 ? params.page : undefined,
  });
}

function toHref(params: AuditParams): string {
  const search = toQuery(params).toString();
  return search ? `${dashboardPaths.audit.pattern}?${search}` : dashboardPaths.audit.pattern;
}

/** The audit log's filters and page, kept in the URL (?action=…&actor=…&page=…). */
export function useAuditQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parse(searchParams), [searchParams]);

  /** A filter change starts again at page 1; typing on in "who" replaces the history entry. */
  const filter = useCallback(
    (patch: { action?: AuditAction | undefined; actor?: string | undefined }, options: { replace?: boolean } = {}) => {
      const current = parse(new URLSearchParams(window.location.search));
      setSearchParams(toQuery({ ...current, ...patch, page: 1 }), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  const pageHref = useCallback((page: number) => toHref({ ...params, page }), [params]);

  return { params, filter, pageHref, clearHref: toHref({ page: 1 }) };
}
