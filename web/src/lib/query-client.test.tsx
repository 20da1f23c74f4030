import { QueryClientProvider, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { notify, toasterMounted } from './notify.ts';
import { createQueryClient } from './query-client.ts';

const SIGNED_IN = { id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'customer' };
const sessionEnded = new ApiError(401, 'unauthorized', 'Please sign in to continue.');
const refused = new ApiError(409, 'conflict', 'Only 2 left in stock.');

beforeAll(() => toasterMounted());

let client: QueryClient;
afterEach(() => client.clear());

function setUp({ signedIn }: { signedIn: boolean }) {
  // The real toaster: the toasts these tests look for are the ones a shopper would see.
  render(<Toaster />);
  const onSessionEnded = vi.fn<(returnTo: string) => void>();
  client = createQueryClient({ onSessionEnded });
  client.setQueryData(['me'], signedIn ? SIGNED_IN : null);
  client.setQueryData(['me', 'cart'], { lines: [] });
  window.history.replaceState(null, '', '/cart?step=2');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { onSessionEnded, wrapper };
}

const failing = (error: Error) => () => Promise.reject(error);

describe('a 401 from the API', () => {
  it('drops the signed-in user and their data and sends the shopper to sign in, back to this page', async () => {
    const { onSessionEnded, wrapper } = setUp({ signedIn: true });
    const { result } = renderHook(() => useMutation({ mutationFn: failing(sessionEnded), onError: () => {} }), {
      wrapper,
    });
    act(() => result.current.mutate());
    await waitFor(() => expect(onSessionEnded).toHaveBeenCalledWith('/cart?step=2'));
    expect(client.getQueryData(['me'])).toBeNull();
    expect(client.getQueryData(['me', 'cart'])).toBeUndefined();
  });

  it('does the same when a read finds the session gone', async () => {
    const { onSessionEnded, wrapper } = setUp({ signedIn: true });
    renderHook(() => useQuery({ queryKey: ['me', 'orders'], queryFn: failing(sessionEnded), retry: false }), {
      wrapper,
    });
    await waitFor(() => expect(onSessionEnded).toHaveBeenCalledOnce());
    expect(client.getQueryData(['me'])).toBeNull();
  });

  it('is only an answer for a visitor: their page already asks them to sign in', async () => {
    const { onSessionEnded, wrapper } = setUp({ signedIn: false });
    const { result } = renderHook(() => useMutation({ mutationFn: failing(sessionEnded), onError: () => {} }), {
      wrapper,
    });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('means wrong credentials for a sign-in or code check, and the session stays', async () => {
    const { onSessionEnded, wrapper } = setUp({ signedIn: true });
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: failing(sessionEnded),
          meta: { checksCredentials: true, reportsOwnErrors: true },
        }),
      { wrapper },
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(client.getQueryData(['me'])).toEqual(SIGNED_IN);
  });
});

describe('a failed mutation', () => {
  it("without error handling of its own shows 'Something went wrong' with the server's sentence", async () => {
    const { wrapper } = setUp({ signedIn: true });
    const { result } = renderHook(() => useMutation({ mutationFn: failing(refused) }), { wrapper });
    act(() => result.current.mutate());
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Only 2 left in stock.')).toBeTruthy();
  });

  it('that reports its own errors shows only its own toast', async () => {
    const { wrapper } = setUp({ signedIn: true });
    const ownRefusal = new ApiError(409, 'conflict', 'A refusal the feature words itself.');
    const own = vi.fn();
    const handled = renderHook(() => useMutation({ mutationFn: failing(ownRefusal), onError: own }), { wrapper });
    const marked = renderHook(
      () => useMutation({ mutationFn: failing(ownRefusal), meta: { reportsOwnErrors: true } }),
      { wrapper },
    );
    act(() => {
      handled.result.current.mutate();
      marked.result.current.mutate();
    });
    await waitFor(() => expect(marked.result.current.isError).toBe(true));
    expect(own).toHaveBeenCalledOnce();
    // A toast raised after them shows, so one raised for them would have shown first.
    notify.success('Later news');
    await screen.findByText('Later news');
    expect(screen.queryByText('A refusal the feature words itself.')).toBeNull();
  });
});
