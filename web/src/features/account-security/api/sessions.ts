import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSessionList } from '#domain/accounts/security.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet, apiSend } from '#web/lib/api-client.ts';
import { forgetSession } from '#web/lib/session.ts';

export const getSessionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sessions,
    queryFn: ({ signal }) => apiGet<AccountSessionList>('/account/sessions', { signal }),
  });

export function useAccountSessions() {
  return useQuery(getSessionsQueryOptions());
}

export function revokeSession({ id }: { id: string; current: boolean }) {
  return apiSend<null>('DELETE', `/account/sessions/${encodeURIComponent(id)}`);
}

/** Ends a session at once. Ending this one is signing out here: nobody is signed in afterwards. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    meta: { reportsOwnErrors: true },
    onSuccess: (_answer, { current }) =>
      current ? forgetSession(queryClient) : queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}
