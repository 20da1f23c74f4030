import { t } from '#web/lib/i18n.ts';
import { failedWith, notify } from '#web/lib/notify.ts';

/** Every message the wishlist shows, in the page's language. */
export const wishlistToast = {
  added: () => notify.success(t('toast.wishlist.added')),
  addFailed: () => notify.problem(t('toast.oops'), { description: t('toast.wishlist.addFailed') }),
  removed: () => notify.success(t('toast.removed')),
  /** 404: the piece was already gone ("none deleted"); anything else is an exception. */
  removeFailed: (error: unknown) =>
    notify.problem(t('toast.error'), {
      description: failedWith(error, 404) ? t('toast.wishlist.removeMissing') : t('toast.removeError'),
    }),
};
