import { hashKey, MutationCache, QueryCache, QueryClient, type Mutation, type Query } from '@tanstack/react-query';
import { queryKeys } from '#domain/query-keys.ts';
import { paths } from '#web/config/paths.ts';
import { ApiError, errorMessage } from './api-client.ts';
import { documentHref, routerPath, t } from './i18n.ts';
import { notify } from './notify.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * Its callers say what went wrong themselves (`mutate(…, { onError })`, `mutateAsync` in a
       * try, a message in the form), which the cache cannot see: no general toast.
       */
      reportsOwnErrors?: boolean;
      /** A sign-in or code check: its 401 means wrong credentials, not an ended session. */
      checksCredentials?: boolean;
    };
  }
}

/** Where a shopper whose session ended goes: sign in, then back to the page they were on. */
function goToSignIn(returnTo: string): void {
  // A full load: nothing of the old session stays in memory, and the server renders the sign-in page.
  window.location.assign(documentHref(paths.login.getHref(returnTo)));
}

interface QueryClientOptions {
  /** Replaces the trip to /login (tests); gets the path to come back to. */
  onSessionEnded?: (returnTo: string) => void;
}

/**
 * The app's query client, with the failures every feature shares handled here once:
 * - a 401 while the cache still thinks someone is signed in means the session ended (signed out
 *   elsewhere, expired): the signed-in user's data is dropped and the shopper goes to sign in,
 *   coming back to the same page afterwards;
 * - a mutation that handles no errors of its own gets a general 'Something went wrong' toast.
 */
export function createQueryClient({ onSessionEnded = goToSignIn }: QueryClientOptions = {}): QueryClient {
  const sessionEnded = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 401 || typeof window === 'undefined') return false;
    if (!client.getQueryData(queryKeys.me)) return false; // a visitor: the page already asks them to sign in
    client.removeQueries({ queryKey: queryKeys.me, predicate: (query) => query.queryKey.length > 1 });
    client.setQueryData(queryKeys.me, null);
    onSessionEnded(`${routerPath(window.location.pathname)}${window.location.search}`);
    return true;
  };

  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query: Query<unknown, unknown, unknown>) => {
        // The signed-in user's own query answers a 401 with "a visitor" (features/auth/api/get-me.ts).
        if (hashKey(query.queryKey) === hashKey(queryKeys.me)) return;
        sessionEnded(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation: Mutation<unknown, unknown, unknown>) => {
        const meta = mutation.meta ?? {};
        if (!meta.checksCredentials && sessionEnded(error)) return;
        if (mutation.options.onError || meta.reportsOwnErrors) return;
        notify.problem(t('toast.somethingWrong'), { description: errorMessage(error) });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
  return client;
}
