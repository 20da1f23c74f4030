import { errorMessage } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';

// As the other features do: success alerts close after 1500 ms (spec section 9); problems stay.
const SUCCESS_MS = 1500;
const PROBLEM_MS = 8000;

export const securityToast = {
  twoFactorOn: () => notify('success', 'Two-factor sign-in is on', { duration: SUCCESS_MS }),
  twoFactorOff: () => notify('success', 'Two-factor sign-in is off', { duration: SUCCESS_MS }),
  codesCopied: () => notify('success', 'Backup codes copied', { duration: SUCCESS_MS }),
  copyFailed: () =>
    notify('error', 'Could not copy', { duration: PROBLEM_MS, description: 'Select the codes and copy them by hand.' }),
  sessionEnded: (device: string) =>
    notify('success', 'Session ended', { duration: SUCCESS_MS, description: `${device} is signed out.` }),
  signedOutHere: () => notify('success', 'Logout Successful', { duration: SUCCESS_MS }),
  failed: (error: unknown) =>
    notify('error', 'Something went wrong', { duration: PROBLEM_MS, description: errorMessage(error) }),
};
