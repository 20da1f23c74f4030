import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#domain/accounts/user.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { useAccountLanguage } from './use-account-language.ts';

const USER: User = {
  id: 'u1',
  name: 'Layla',
  email: 'layla@example.com',
  image: null,
  role: 'customer',
  language: 'ar',
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

function setUp() {
  const client = new QueryClient();
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const { language } = JSON.parse(String(init?.body)) as { language: User['language'] };
    return new Response(JSON.stringify({ user: { ...USER, language } }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, fetch, wrapper };
}

describe('useAccountLanguage', () => {
  it("stores the page's language once when the account's differs, and updates me", async () => {
    const { client, fetch, wrapper } = setUp();
    // The tests' pages are English; the account says Arabic.
    const { rerender } = renderHook(({ user }) => useAccountLanguage(user), { wrapper, initialProps: { user: USER } });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![0]).toBe('/api/me/language');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ language: 'en' }) });
    await waitFor(() => expect(client.getQueryData<User>(queryKeys.me)?.language).toBe('en'));
    rerender({ user: { ...USER } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a visitor, or when the languages agree', () => {
    const { fetch, wrapper } = setUp();
    renderHook(() => useAccountLanguage(null), { wrapper });
    renderHook(() => useAccountLanguage({ ...USER, language: 'en' }), { wrapper });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves the account alone on the dashboard, which is English only', () => {
    const { fetch, wrapper } = setUp();
    window.history.replaceState(null, '', '/dashboard/orders');
    renderHook(() => useAccountLanguage(USER), { wrapper });
    window.history.replaceState(null, '', '/');
    expect(fetch).not.toHaveBeenCalled();
  });
});
