import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordCard } from './password-card.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The card with the server answering every call with `status` and `body`. */
function setUp(status: number, body: unknown, hasPassword = true) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PasswordCard hasPassword={hasPassword} email="nadia@example.com" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

function fillAndSend({ current = 'Jewels2026', next = 'Bangles2027', confirm = next, signOut = false } = {}) {
  fireEvent.input(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.input(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.input(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  if (signOut) fireEvent.click(screen.getByRole('checkbox', { name: /^Sign out of my other devices/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

const refusal = (error: string, message: string) => ({ error, message, requestId: 'r1' });

describe('PasswordCard', () => {
  it('sends the current and new passwords and the choice about other devices', async () => {
    const fetch = setUp(200, { token: 't', user: {} });
    fillAndSend({ signOut: true });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/change-password');
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'Jewels2026',
      newPassword: 'Bangles2027',
      revokeOtherSessions: true,
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe(''));
  });

  it('checks the policy and the confirmation before sending anything', async () => {
    const fetch = setUp(200, {});
    fillAndSend({ next: 'bangles2027' });
    await screen.findByText('Password needs an uppercase letter.');
    fillAndSend({ next: 'Bangles2027', confirm: 'Bangles2028' });
    await screen.findByText('The two passwords do not match');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a wrong current password at its field, which takes the focus', async () => {
    setUp(400, refusal('invalid_input', 'Invalid password'));
    fillAndSend();
    await screen.findByText('That password is not right.');
    const current = screen.getByLabelText('Current password');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(current);
  });

  it("says the server's refusal of the new password at its field", async () => {
    setUp(400, refusal('invalid_input', 'Password needs a digit.'));
    fillAndSend();
    await screen.findByText('Password needs a digit.');
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    [429, refusal('rate_limited', 'Too many attempts. Please wait 4 minutes and try again.')],
    [403, refusal('forbidden', 'Enter a code from your authenticator app (or a backup code) first.')],
  ])('announces any other refusal (%i) above the button, in the server’s words', async (status, body) => {
    setUp(status, body);
    fillAndSend();
    expect((await screen.findByRole('alert')).textContent).toBe(body.message);
  });

  it('has no form for an account made with Google, and says how to set a password', () => {
    setUp(200, {}, false);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(screen.getByText(/signs in with Google, so it has no password/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' }).getAttribute('href')).toBe('/login');
  });
});
