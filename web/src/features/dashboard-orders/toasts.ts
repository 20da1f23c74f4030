import { notify } from '#web/lib/notify.ts';

/** The order messages of spec section 8. */
export const orderToast = {
  statusUpdated: (status: string) => notify.success(`Order status updated to ${status}`),
  statusFailed: (reason?: string) => notify.problem('Failed to update order status', { description: reason }),
};
