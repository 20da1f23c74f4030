import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '#domain/accounts/user.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

export const getAuthProvidersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.authProviders,
    queryFn: ({ signal }) => apiGet<AuthProviders>('/auth-providers', { signal }),
    // Configuration: it only changes when the server restarts.
    staleTime: Infinity,
  });

export function useAuthProviders() {
  return useQuery(getAuthProvidersQueryOptions());
}
