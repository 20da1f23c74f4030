import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSecurity } from '#domain/accounts/security.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** The account's two-factor sign-in, whether this session passed it, and the dashboard's verdict. */
export const getAccountSecurityQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.accountSecurity,
    queryFn: ({ signal }) => apiGet<AccountSecurity>('/account/security', { signal }),
  });

export function useAccountSecurity({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAccountSecurityQueryOptions(), enabled });
}
