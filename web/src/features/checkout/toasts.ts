import { notify } from '#web/lib/notify.ts';

// Success alerts close themselves quickly (spec section 9: 1500 ms).
const SUCCESS_MS = 1500;

/** The checkout's messages, worded as in spec section 8. */
export const checkoutToast = {
  // A fixed id: one toast however many times an order is reported placed.
  paymentConfirmed: (orderId: string) =>
    notify('success', 'Payment Confirmed', {
      description: 'Your order has been placed!',
      duration: SUCCESS_MS,
      id: `order-placed-${orderId}`,
    }),
};
