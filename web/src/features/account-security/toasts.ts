import { errorMessage } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';

/** The account security page's messages. */
export const securityToast = {
  twoFactorOn: () => notify.success('Two-factor sign-in is on'),
  twoFactorOff: () => notify.success('Two-factor sign-in is off'),
  codesCopied: () => notify.success('Backup codes copied'),
  copyFailed: () => notify.problem('Could not copy', { description: 'Select the codes and copy them by hand.' }),
  sessionEnded: (device: string) => notify.success('Session ended', { description: `${device} is signed out.` }),
  signedOutHere: () => notify.success('Logout Successful'),
  failed: (error: unknown) => notify.problem('Something went wrong', { description: errorMessage(error) }),
};
