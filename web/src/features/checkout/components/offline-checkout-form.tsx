import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { cardDetailsSchema } from '#domain/checkout/card.ts';
import { usePayWithCard } from '../api/pay-with-card.ts';
import { CardFields, EMPTY_CARD } from './card-fields.tsx';
import { CheckoutFormFrame } from './checkout-form-frame.tsx';
import type { CheckoutFormProps } from './checkout-form-props.ts';
import { recipientFormSchema, recipientOf, startingRecipient } from './recipient-form.ts';

/** The same checks the server runs on POST /api/checkout/pay. */
const offlineCheckoutSchema = recipientFormSchema.and(z.object({ card: cardDetailsSchema() }));

/** The offline gateway: the address (or who collects it) and the shop's own card form, paid in one request. */
export function OfflineCheckoutForm(props: CheckoutFormProps) {
  const { session, customer, quoteReady, attempt, recipientDraft } = props;
  const form = useForm({
    resolver: zodResolver(offlineCheckoutSchema),
    defaultValues: { ...startingRecipient(recipientDraft.current, customer.name), card: EMPTY_CARD },
  });
  const payWithCard = usePayWithCard();
  const ready = quoteReady;

  const pay = (values: z.output<typeof offlineCheckoutSchema>) => {
    if (!ready) return;
    attempt.run(() =>
      payWithCard.mutateAsync({ quoteId: session.quote.id, ...recipientOf(values), card: values.card }),
    );
  };

  return (
    <CheckoutFormFrame {...props} form={form} ready={ready} onPay={pay}>
      <CardFields />
    </CheckoutFormFrame>
  );
}
