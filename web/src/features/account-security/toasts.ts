import { errorMessage } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n.ts';
import { notify } from '#web/lib/notify.ts';

/** The account security page's messages (in the page's language). */
export const securityToast = {
  twoFactorOn: () => notify.success(t('toast.security.on')),
  twoFactorOff: () => notify.success(t('toast.security.off')),
  codesCopied: () => notify.success(t('toast.security.codesCopied')),
  copyFailed: () => notify.problem(t('toast.security.copyFailed'), { description: t('toast.security.copyByHand') }),
  sessionEnded: (device: string) =>
    notify.success(t('toast.security.sessionEnded'), { description: t('toast.security.deviceSignedOut', { device }) }),
  signedOutHere: () => notify.success(t('toast.auth.loggedOut')),
  passwordChanged: (otherDevicesSignedOut: boolean) =>
    notify.success(t('toast.security.passwordChanged'), {
      description: otherDevicesSignedOut
        ? t('toast.security.otherDevicesSignedOut')
        : t('toast.security.useNewPassword'),
    }),
  failed: (error: unknown) => notify.problem(t('toast.somethingWrong'), { description: errorMessage(error) }),
};
