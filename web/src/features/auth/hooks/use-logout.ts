import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { forgetSession } from '../api/get-me.ts';
import { signOut } from '../api/sign-out.ts';
import { authToast } from '../toasts.ts';

/** The header's Logout: ends the session on the server, forgets the user's data, goes home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: signOut,
    // Mutation-level callbacks: they still run when the button that started it has gone away.
    onSuccess: async () => {
      // Home first, rendered at once (flushSync, not a transition): a page for signed-in
      // customers still on screen when the session ends would send the shopper to sign in again.
      await navigate(paths.home.getHref(), { flushSync: true });
      await forgetSession(queryClient);
      authToast.loggedOut();
    },
    onError: () => authToast.logoutFailed(),
  });
  return { logout: () => mutation.mutate(), pending: mutation.isPending };
}
