import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditList } from '#domain/admin/audit.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

export const AUDIT_PAGE_SIZE = 30;

export interface AuditParams {
  action?: AuditAction | undefined;
  /** Part of the name or e-mail of who made the change. */
  actor?: string | undefined;
  page: number;
}

/** GET /api/admin/audit: every admin write, newest first, with what changed. */
export function getAudit(params: AuditParams, signal?: AbortSignal): Promise<AuditList> {
  return apiGet<AuditList>('/admin/audit', {
    query: { action: params.action, actor: params.actor, page: params.page, pageSize: AUDIT_PAGE_SIZE },
    signal,
  });
}

export function getAuditQueryOptions(params: AuditParams) {
  return queryOptions({
    queryKey: queryKeys.auditList(params),
    queryFn: ({ signal }) => getAudit(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAudit(params: AuditParams) {
  return useQuery(getAuditQueryOptions(params));
}
