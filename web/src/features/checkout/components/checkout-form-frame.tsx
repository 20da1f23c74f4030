import { useEffect, useLayoutEffect, useMemo, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { FormProvider, useWatch, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { sameFulfilment } from '#domain/checkout/quote-for-cart.ts';
import { t } from '#web/lib/i18n.ts';
import type { CheckoutFormProps } from './checkout-form-props.ts';
import { FormSection } from './form-section.tsx';
import { FulfilmentChoice } from './fulfilment-choice.tsx';
import { PaySection } from './pay-section.tsx';
import { PickupFields } from './pickup-fields.tsx';
import { fulfilmentOf, recipientDraftOf, type RecipientFormValues } from './recipient-form.ts';
import { ShippingFields } from './shipping-fields.tsx';

interface CheckoutFormFrameProps<Input extends FieldValues, Output> extends CheckoutFormProps {
  form: UseFormReturn<Input, unknown, Output>;
  /** Everything this gateway needs is on screen (its card form loaded, the quote payable). */
  ready: boolean;
  onPay: (values: Output) => void;
  /** The gateway's card form, under step 3. */
  children: ReactNode;
}

/**
 * What both payment forms share: shipped or picked up, the address or who collects it, the
 * gateway's card form, the Pay button. The quote follows the choice (and a shipped order's state,
 * where its tax is due); Pay waits for the quote that matches it. A submit before everything is
 * ready, or while a payment is under way, does nothing.
 */
export function CheckoutFormFrame<Input extends FieldValues, Output>({
  form,
  session,
  customer,
  pickupBranches,
  onFulfilmentChange,
  ready,
  quoteReady,
  attempt,
  notice,
  recipientDraft,
  creditQuoted,
  onPay,
  children,
}: CheckoutFormFrameProps<Input, Output>) {
  // Each gateway's form holds the recipient's fields (and its own): these are read and set here.
  const control = form.control as unknown as Control<RecipientFormValues>;
  const [receive, state, zip] = useWatch({ control, name: ['receive', 'shipping.state', 'shipping.zip'] });
  const wanted = useMemo(() => fulfilmentOf(receive, state, zip), [receive, state, zip]);
  const { setValue } = form as unknown as UseFormReturn<RecipientFormValues>;

  useEffect(() => onFulfilmentChange(wanted), [onFulfilmentChange, wanted]);
  // A branch that can no longer hand over every piece (the cart changed beside the form) is not
  // kept; but not while paying, when placing the order empties the cart.
  const paying = attempt.paying;
  useEffect(() => {
    if (!paying && receive !== 'ship' && !pickupBranches.includes(receive)) setValue('receive', 'ship');
  }, [paying, receive, pickupBranches, setValue]);

  const quoted = sameFulfilment(wanted, session.quote.fulfilment) && creditQuoted;
  const payable = ready && quoted;
  // Pay pressed just after a new choice (or state, or credit): it goes ahead once that choice's
  // quote is in, and is dropped if the quote is refused.
  const formRef = useRef<HTMLFormElement>(null);
  useKeptBetweenForms(form as unknown as UseFormReturn<RecipientFormValues>, formRef, recipientDraft);
  const payWhenQuoted = useRef(false);
  useEffect(() => {
    if (!payWhenQuoted.current || (!payable && !notice)) return;
    payWhenQuoted.current = false;
    if (payable) formRef.current?.requestSubmit();
  }, [payable, notice]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (attempt.paying) return;
    if (!payable) {
      if (!quoted && !notice) payWhenQuoted.current = true;
      return;
    }
    void form.handleSubmit(onPay)(event);
  };

  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('checkout.title')} className="space-y-6">
        <FulfilmentChoice pickupBranches={pickupBranches} />
        {receive === 'ship' ? (
          <ShippingFields email={customer.email} />
        ) : (
          <PickupFields branchId={receive} email={customer.email} />
        )}
        <FormSection step={3} title={t('checkout.payment.title')}>
          {children}
        </FormSection>
        <PaySection attempt={attempt} notice={notice} quote={session.quote} quoteReady={quoteReady} ready={payable} />
      </form>
    </FormProvider>
  );
}

/**
 * When this form gives way to another gateway's (the credit now covers the order, or no longer),
 * what was typed and the field in use go to the next one, which starts from them.
 */
function useKeptBetweenForms(
  form: UseFormReturn<RecipientFormValues>,
  formRef: RefObject<HTMLFormElement | null>,
  draft: CheckoutFormFrameProps<FieldValues, unknown>['recipientDraft'],
) {
  const { getValues, setFocus } = form;
  useEffect(() => {
    const focused = draft.current?.focused;
    if (focused) setFocus(focused as Parameters<typeof setFocus>[0]);
  }, [draft, setFocus]);
  // A layout effect's clean-up runs while the fields are still on the page (and one has the focus).
  useLayoutEffect(
    () => () => {
      const active = document.activeElement;
      const focused =
        active instanceof HTMLElement && formRef.current?.contains(active) ? active.getAttribute('name') : null;
      draft.current = { values: recipientDraftOf(getValues()), focused };
    },
    [draft, formRef, getValues],
  );
}
