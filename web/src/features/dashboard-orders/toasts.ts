import { notify } from '#web/lib/notify.ts';

const SUCCESS_MS = 1500;
const PROBLEM_MS = 8000;

/** The order messages of spec section 8. */
export const orderToast = {
  statusUpdated: (status: string) => notify('success', `Order status updated to ${status}`, { duration: SUCCESS_MS }),
  statusFailed: (reason?: string) =>
    notify('error', 'Failed to update order status', { description: reason, duration: PROBLEM_MS }),
};
