import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSecurity } from '#domain/accounts/security.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { ME_QUERY_KEY } from './get-me.ts';

/** Under ['me'], so it is dropped with the rest of the signed-in user's data at sign-in and sign-out. */
export const ACCOUNT_SECURITY_QUERY_KEY = [...ME_QUERY_KEY, 'security'] as const;

/** The account's two-factor sign-in, whether this session passed it, and the dashboard's verdict. */
export const getAccountSecurityQueryOptions = () =>
  queryOptions({
    queryKey: ACCOUNT_SECURITY_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<AccountSecurity>('/account/security', { signal }),
  });

export function useAccountSecurity({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAccountSecurityQueryOptions(), enabled });
}
