import type { Order } from '#domain/orders/order.ts';

/** Where the order goes, as a courier's label reads. */
export function ShippingAddress({ shipping }: { shipping: Order['shipping'] }) {
  return (
    <address className="text-sm leading-relaxed text-ink-soft not-italic">
      <span className="font-medium text-ink">{shipping.name}</span>
      <br />
      {shipping.street}
      <br />
      {shipping.city}, {shipping.state} {shipping.zip}
      <br />
      {shipping.phone}
    </address>
  );
}
