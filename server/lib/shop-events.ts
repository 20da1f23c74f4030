import diagnosticsChannel from 'node:diagnostics_channel';

/**
 * What the shop's workflows report as it happens, for whoever listens (the metrics plugin):
 * Node's diagnostics channels, so the code that places an order knows nothing of Prometheus, and a
 * message costs nothing while nobody subscribes. Messages carry kinds only (a gateway, a reason, an
 * event type), never an id, an amount or anything a shopper typed.
 */
export const SHOP_CHANNELS = {
  orderPlaced: 'shop.order.placed',
  paymentFailed: 'shop.payment.failed',
  webhookEvent: 'shop.webhook.event',
  catalogCache: 'shop.catalog.cache',
  pageCache: 'shop.page.cache',
} as const;

export type PaymentFailureReason = 'declined' | 'mismatch' | 'order_not_saved';

export interface ShopEventMessages {
  orderPlaced: { gateway: string };
  paymentFailed: { gateway: string; reason: PaymentFailureReason };
  /** A correctly signed event from the payment provider; its type is the provider's own (`charge.refunded`). */
  webhookEvent: { provider: string; type: string };
  /** A catalogue answer served from the cache (hit) or built from the database (miss). */
  catalogCache: { hit: boolean };
  /** A visitor's page (no session, no cart) served as kept (hit) or rendered (miss). */
  pageCache: { hit: boolean };
}

export type ShopEvent = keyof ShopEventMessages;

const channels = Object.fromEntries(
  Object.entries(SHOP_CHANNELS).map(([event, name]) => [event, diagnosticsChannel.channel(name)]),
) as Record<ShopEvent, diagnosticsChannel.Channel>;

/** Tells the listeners, if any. */
export function publishShopEvent<E extends ShopEvent>(event: E, message: ShopEventMessages[E]): void {
  const channel = channels[event];
  if (channel.hasSubscribers) channel.publish(message);
}

/** Listens to one kind of event; the returned function stops listening. */
export function onShopEvent<E extends ShopEvent>(
  event: E,
  listener: (message: ShopEventMessages[E]) => void,
): () => void {
  const handler = (message: unknown) => listener(message as ShopEventMessages[E]);
  diagnosticsChannel.subscribe(SHOP_CHANNELS[event], handler);
  return () => void diagnosticsChannel.unsubscribe(SHOP_CHANNELS[event], handler);
}
