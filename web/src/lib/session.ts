import type { QueryClient } from '@tanstack/react-query';
import type { User } from '#domain/accounts/user.ts';
import { queryKeys } from '#domain/query-keys.ts';

// The signed-in session as the query cache holds it: who is signed in (`me`) and, under that key,
// everything that belongs to them. Sign-in, sign-up, sign-out and ending a session all go through here.

/**
 * After a sign-in, sign-up or sign-out: drop the previous user's data and ask who is signed in now.
 * Resolves once `me` holds the new answer, so the header is right when the next page shows.
 */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: queryKeys.me, predicate: (query) => query.queryKey.length > 1 });
  await queryClient.invalidateQueries({ queryKey: queryKeys.me, exact: true });
}

/**
 * After a sign-out the server has said who is signed in: nobody. `me` is set to null rather
 * than asked again, which would only fetch a 401 (logged by the browser as an error).
 */
export async function forgetSession(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.me, exact: true });
  queryClient.removeQueries({ queryKey: queryKeys.me, predicate: (query) => query.queryKey.length > 1 });
  queryClient.setQueryData<User | null>(queryKeys.me, null);
}
