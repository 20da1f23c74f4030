import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#domain/query-keys.ts';
import type { ReturnDecisionInput, ReturnList, ReturnRequest, ReturnStatus } from '#domain/returns/return-request.ts';
import { apiGet, apiSend } from '#web/lib/api-client.ts';

export const RETURNS_PAGE_SIZE = 20;

/** GET /api/admin/returns: by status (all when none), newest first. */
export function useAdminReturns(params: { status: ReturnStatus | undefined; page: number }) {
  return useQuery({
    queryKey: queryKeys.adminReturns(params),
    queryFn: ({ signal }) =>
      apiGet<ReturnList>('/admin/returns', {
        query: { status: params.status, page: params.page, pageSize: RETURNS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/**
 * PATCH /api/admin/returns/:id: approve (refund and restock; again: retry a refund owed) or refuse.
 * The decided row changes in place, and stays in the list it was decided from until the list is
 * read again; the dashboard's other reads (orders, stock, the audit log) catch up at once.
 */
export function useDecideReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: ReturnDecisionInput & { id: string }) =>
      apiSend<ReturnRequest>('PATCH', `/admin/returns/${encodeURIComponent(id)}`, decision),
    meta: { reportsOwnErrors: true },
    onSuccess: (decided) => {
      queryClient.setQueriesData<ReturnList>({ queryKey: queryKeys.adminReturnLists }, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === decided.id ? decided : item)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminReturnLists, refetchType: 'none' });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.admin,
        predicate: (query) => !queryKeys.adminReturnLists.every((part, index) => query.queryKey[index] === part),
      });
    },
  });
}
