import { t } from '#web/lib/i18n.ts';
import { failedWith, notify, serverMessage } from '#web/lib/notify.ts';

/** Every message the cart shows, in the page's language. */
export const cartToast = {
  added: () => notify.success(t('toast.cart.added')),
  /** A 409 (out of stock, more than the stock left) carries the server's sentence saying what is wrong. */
  addFailed: (error: unknown) =>
    notify.problem(t('toast.oops'), {
      description: serverMessage(error, t('toast.cart.addFailed'), 409),
    }),
  removed: () => notify.success(t('toast.removed'), { description: t('toast.cart.removed') }),
  /** 404: the line was already gone (the spec's "zero deleted"); anything else is an exception. */
  removeFailed: (error: unknown) =>
    notify.problem(t('toast.error'), {
      description: failedWith(error, 404) ? t('toast.cart.removeMissing') : t('toast.removeError'),
    }),
  quantityFailed: (error: unknown) =>
    notify.problem(t('toast.oops'), {
      description: serverMessage(error, t('toast.cart.quantityFailed')),
    }),
};
