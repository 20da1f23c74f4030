import { zodResolver } from '@hookform/resolvers/zod';
import { Wallet } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { t } from '#web/lib/i18n.ts';
import { usePayWithCredit } from '../api/pay-with-credit.ts';
import { CheckoutFormFrame } from './checkout-form-frame.tsx';
import type { CheckoutFormProps } from './checkout-form-props.ts';
import { recipientFormSchema, recipientOf, startingRecipient } from './recipient-form.ts';

/** Store credit covers the whole order: the address (or who collects it), and no card at all. */
export function CreditCheckoutForm(props: CheckoutFormProps) {
  const { session, customer, quoteReady, attempt, recipientDraft } = props;
  const form = useForm({
    resolver: zodResolver(recipientFormSchema),
    defaultValues: startingRecipient(recipientDraft.current, customer.name),
  });
  const payWithCredit = usePayWithCredit();

  const pay = (values: z.output<typeof recipientFormSchema>) => {
    if (!quoteReady) return;
    attempt.run(() => payWithCredit.mutateAsync({ quoteId: session.quote.id, ...recipientOf(values) }));
  };

  return (
    <CheckoutFormFrame {...props} form={form} ready={quoteReady} onPay={pay}>
      <p className="flex items-start gap-3 text-ink">
        <Wallet size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-gold-700" />
        {t('checkout.payment.creditOnly')}
      </p>
    </CheckoutFormFrame>
  );
}
