import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { CheckoutFormProps } from './checkout-form-props.ts';
import { t } from '#web/lib/i18n.ts';
import { FormSection } from './form-section.tsx';
import { PaySection } from './pay-section.tsx';
import { ShippingFields } from './shipping-fields.tsx';

interface CheckoutFormFrameProps<Input extends FieldValues, Output> extends Omit<CheckoutFormProps, 'session'> {
  form: UseFormReturn<Input, unknown, Output>;
  total: number;
  /** Everything this gateway needs is on screen (its card form loaded, the quote payable). */
  ready: boolean;
  onPay: (values: Output) => void;
  /** The gateway's card form, under step 2. */
  children: ReactNode;
}

/**
 * What both payment forms share: the address, the gateway's card form, the Pay button. A submit
 * before everything is ready, or while a payment is under way, does nothing.
 */
export function CheckoutFormFrame<Input extends FieldValues, Output>({
  form,
  customer,
  total,
  ready,
  quoteReady,
  attempt,
  notice,
  onPay,
  children,
}: CheckoutFormFrameProps<Input, Output>) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || attempt.paying) return;
    void form.handleSubmit(onPay)(event);
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={t('checkout.title')} className="space-y-6">
        <ShippingFields email={customer.email} />
        <FormSection step={2} title={t('checkout.payment.title')}>
          {children}
        </FormSection>
        <PaySection attempt={attempt} notice={notice} total={total} quoteReady={quoteReady} ready={ready} />
      </form>
    </FormProvider>
  );
}
