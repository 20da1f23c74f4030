import { t } from '#web/lib/i18n.ts';
import { notify } from '#web/lib/notify.ts';

/** The checkout's messages. */
export const checkoutToast = {
  // A fixed id: one toast however many times an order is reported placed.
  paymentConfirmed: (orderId: string) =>
    notify.success(t('toast.checkout.paymentConfirmed'), {
      description: t('toast.checkout.orderPlaced'),
      id: `order-placed-${orderId}`,
    }),
};
