import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '#domain/accounts/user.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { ApiError, apiGet } from '#web/lib/api-client.ts';

/** The signed-in user, or null for a visitor: a 401 is an answer, not a failure. */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  try {
    const { user } = await apiGet<{ user: User }>('/me', { signal });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const getMeQueryOptions = () => queryOptions({ queryKey: queryKeys.me, queryFn: ({ signal }) => getMe(signal) });

export function useMe() {
  return useQuery(getMeQueryOptions());
}
