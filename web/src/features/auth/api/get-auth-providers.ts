import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export interface AuthProviders {
  google: boolean;
}

export const getAuthProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => apiGet<AuthProviders>('/auth-providers', { signal }),
    // Configuration: it only changes when the server restarts.
    staleTime: Infinity,
  });

export function useAuthProviders() {
  return useQuery(getAuthProvidersQueryOptions());
}
