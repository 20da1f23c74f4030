import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { User } from '#domain/accounts/user.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiSend } from './api-client.ts';
import { currentLanguage } from './i18n.ts';

/**
 * Keeps the signed-in account's language (the one its mails are written in) the storefront page's:
 * when they differ, PUT /api/me/language once for that account and language, and the answer
 * replaces `me`. The dashboard is English whatever the shopper reads: its pages never change it.
 * A failure is left alone (the mails stay in the stored language) and not tried again on this page.
 */
export function useAccountLanguage(user: Pick<User, 'id' | 'language'> | null | undefined): void {
  const queryClient = useQueryClient();
  const asked = useRef<string | undefined>(undefined);
  const userId = user?.id;
  const stored = user?.language;

  useEffect(() => {
    if (!userId || !stored) return;
    const path = window.location.pathname;
    if (path === '/dashboard' || path.startsWith('/dashboard/')) return;
    const language = currentLanguage();
    const key = `${userId}:${language}`;
    if (stored === language || asked.current === key) return;
    asked.current = key;
    apiSend<{ user: User }>('PUT', '/me/language', { language }).then(
      ({ user: changed }) => queryClient.setQueryData<User | null>(queryKeys.me, changed),
      () => undefined,
    );
  }, [userId, stored, queryClient]);
}
