import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { cardDetailsSchema } from '#domain/checkout/card.ts';
import { shippingAddressSchema } from '#domain/checkout/shipping.ts';
import { usePayWithCard } from '../api/pay-with-card.ts';
import { CardFields, EMPTY_CARD } from './card-fields.tsx';
import type { CheckoutFormProps } from './checkout-form-props.ts';
import { FormSection } from './form-section.tsx';
import { PaySection } from './pay-section.tsx';
import { emptyShipping, ShippingFields } from './shipping-fields.tsx';

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || attempt.paying) return;
    void form.handleSubmit(pay)(event);
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label="Checkout" className="space-y-6">
        <ShippingFields email={customer.email} />
        <FormSection step={2} title="Payment">
          <CardFields />
        </FormSection>
        <PaySection
          attempt={attempt}
          notice={notice}
          total={session.quote.total}
          quoteReady={quoteReady}
          ready={ready}
        />
      </form>
    </FormProvider>
  );
}
