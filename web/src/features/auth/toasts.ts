import { t } from '#web/lib/i18n.ts';
import { notify } from '#web/lib/notify.ts';

// Toasts raised from effects carry a fixed id, so React running an effect twice still shows one.

/** Every message the account flows show, in the page's language. */
export const authToast = {
  loggedIn: () => notify.success(t('toast.auth.loggedIn'), { description: t('toast.auth.welcomeBack') }),
  loginFailed: (description?: string) =>
    notify.problem(t('toast.auth.loginFailed'), { description: description ?? t('toast.auth.checkCredentials') }),
  googleLoggedIn: () =>
    notify.success(t('toast.auth.loggedIn'), { description: t('toast.auth.welcome'), id: 'auth-google' }),
  googleFailed: () =>
    notify.problem(t('toast.auth.googleFailed'), { description: t('toast.auth.pleaseTryAgain'), id: 'auth-google' }),
  registered: () => notify.success(t('toast.auth.registered')),
  registerFailed: (reason: string) => notify.problem(t('toast.somethingWrong'), { description: reason }),
  loggedOut: () => notify.success(t('toast.auth.loggedOut')),
  logoutFailed: () => notify.problem(t('toast.auth.tryAgain')),
  resetEmailMissing: () => notify.warning(t('toast.auth.enterEmail')),
  resetSent: () => notify.success(t('toast.auth.resetSent'), { description: t('toast.auth.resetSentDescription') }),
  resetFailed: (reason: string) => notify.problem(t('toast.auth.resetFailed'), { description: reason }),
  passwordChanged: () =>
    notify.success(t('toast.auth.passwordChanged'), { description: t('toast.auth.passwordChangedDescription') }),
  passwordChangeFailed: (reason: string) =>
    notify.problem(t('toast.auth.passwordChangeFailed'), { description: reason }),
  adminsOnly: () => notify.warning(t('toast.auth.adminsOnly'), { id: 'auth-admins-only' }),
};
