import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { cardDetailsSchema } from '#domain/checkout/card.ts';
import { shippingAddressSchema } from '#domain/checkout/shipping.ts';
import { usePayWithCard } from '../api/pay-with-card.ts';
import { CardFields, EMPTY_CARD } from './card-fields.tsx';
import { CheckoutFormFrame } from './checkout-form-frame.tsx';
import type { CheckoutFormProps } from './checkout-form-props.ts';
import { emptyShipping } from './shipping-fields.tsx';

/** The same checks the server runs on POST /api/checkout/pay. */
const offlineCheckoutSchema = z.object({ shipping: shippingAddressSchema, card: cardDetailsSchema() });

/** The offline gateway: the address and the shop's own card form, paid in one request. */
export function OfflineCheckoutForm({ session, customer, quoteReady, attempt, notice }: CheckoutFormProps) {
  const form = useForm({
    resolver: zodResolver(offlineCheckoutSchema),
    defaultValues: { shipping: emptyShipping(customer.name), card: EMPTY_CARD },
  });
  const payWithCard = usePayWithCard();
  const ready = quoteReady;

  const pay = ({ shipping, card }: z.output<typeof offlineCheckoutSchema>) => {
    if (!ready) return;
    attempt.run(() => payWithCard.mutateAsync({ quoteId: session.quote.id, shipping, card }));
  };

  return (
    <CheckoutFormFrame
      form={form}
      customer={customer}
      total={session.quote.total}
      ready={ready}
      quoteReady={quoteReady}
      attempt={attempt}
      notice={notice}
      onPay={pay}
    >
      <CardFields />
    </CheckoutFormFrame>
  );
}
