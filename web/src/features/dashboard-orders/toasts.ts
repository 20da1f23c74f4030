import { notify, serverMessage } from '#web/lib/notify.ts';

/** The messages of an order's status change. */
export const orderToast = {
  statusUpdated: (status: string) => notify.success(`Order status updated to ${status}`),
  /** A refusal the server explains (a 4xx) carries its sentence. */
  statusFailed: (error: unknown) =>
    notify.problem('Failed to update order status', { description: serverMessage(error) }),
};
