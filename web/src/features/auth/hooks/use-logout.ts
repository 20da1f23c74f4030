import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { forgetSession } from '#web/lib/session.ts';
import { signOut } from '../api/sign-out.ts';

// The messages load with the first one shown (the toaster itself loads after the page).
const loadToasts = () => import('../toasts.ts').then((m) => m.authToast);

/**
 * The header's Logout: ends the session on the server, forgets the user's data, goes home.
 * A plain promise rather than useMutation, whose observer would be part of every page's first
 * download for this one button; like a mutation's own callbacks, the steps after the request
 * still run when the button that started it has gone away.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logout = () => {
    setPending(true);
    signOut()
      .then(
        async () => {
          // Home first, rendered at once (flushSync, not a transition): a page for signed-in
          // customers still on screen when the session ends would send the shopper to sign in again.
          await navigate(paths.home.getHref(), { flushSync: true });
          await forgetSession(queryClient);
          (await loadToasts()).loggedOut();
        },
        async () => (await loadToasts()).logoutFailed(),
      )
      .finally(() => setPending(false));
  };
  return { logout, pending };
}
