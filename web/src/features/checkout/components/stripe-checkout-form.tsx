import { zodResolver } from '@hookform/resolvers/zod';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { paths } from '#web/config/paths.ts';
import { currentLanguage, documentHref, t } from '#web/lib/i18n.ts';
import { useCompleteCheckout } from '../api/complete-checkout.ts';
import { usePrepareCheckout } from '../api/prepare-checkout.ts';
import { CardDeclined } from '../payment-problem.ts';
import type { CheckoutFormProps } from './checkout-form-props.ts';
import { Alert } from './payment-problem-box.tsx';
import { CheckoutFormFrame } from './checkout-form-frame.tsx';
import { recipientFormSchema, recipientOf, startingRecipient } from './recipient-form.ts';

// Loaded only when the shop's gateway is Stripe: Stripe.js and its React bindings live in this
// module's chunk, which the offline checkout and every other page never download.

/** One Stripe.js per publishable key, however often the form mounts. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    // A failed load (Stripe's script unreachable) resolves to null, which the card form reports.
    stripe = loadStripe(publishableKey).catch(() => null);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

// The shop's colours inside Stripe's frame.
const appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#7d600f',
    colorText: '#1c1710',
    colorDanger: '#9b1c1c',
    colorBackground: '#ffffff',
    fontFamily: 'Inter, ui-sans-serif, system-ui, sans-serif',
    borderRadius: '12px',
  },
} as const;

interface StripeHandles {
  stripe: Stripe;
  elements: StripeElements;
}

/**
 * Stripe: the address (or who collects it) in our form, the card in Stripe's Payment Element. Pay
 * keeps the recipient with the quote (prepare), lets Stripe confirm the card (3-D Secure included),
 * then places the order.
 */
export function StripeCheckoutForm(props: CheckoutFormProps) {
  const { session, customer, quoteReady, attempt, recipientDraft } = props;
  const { quote, payment } = session;
  const form = useForm({
    resolver: zodResolver(recipientFormSchema),
    defaultValues: startingRecipient(recipientDraft.current, customer.name),
  });
  const prepare = usePrepareCheckout();
  const complete = useCompleteCheckout();
  /** Stripe and its Elements, once the Payment Element is on screen and usable. */
  const [handles, setHandles] = useState<StripeHandles | null>(null);
  /** The client secret whose payment Stripe has already confirmed: a retry only places the order. */
  const confirmed = useRef<string | null>(null);

  const clientSecret = payment.clientSecret;
  const ready = quoteReady && handles !== null && clientSecret !== null;

  const pay = (values: z.output<typeof recipientFormSchema>) => {
    const recipient = recipientOf(values);
    const payerName = values.receive === 'ship' ? values.shipping.name : values.pickupContact.name;
    if (!ready || !handles || !clientSecret) return;
    const { stripe, elements } = handles;
    attempt.run(async () => {
      if (confirmed.current !== clientSecret) {
        // Checks the Payment Element's own fields (and gathers a wallet's data) before anything is sent.
        const checked = await elements.submit();
        if (checked.error) throw new CardDeclined(checked.error.message ?? t('checkout.stripe.checkDetails'));
        await prepare.mutateAsync({ quoteId: quote.id, ...recipient });
        const result = await stripe.confirmPayment({
          elements,
          clientSecret,
          redirect: 'if_required',
          confirmParams: {
            // Only for a payment method that must leave the page; /payment finishes the order on return.
            return_url: new URL(
              documentHref(`${paths.payment.getHref()}?quote=${encodeURIComponent(quote.id)}`),
              window.location.origin,
            ).href,
            payment_method_data: {
              billing_details: { name: payerName, email: customer.email },
            },
          },
        });
        if (result.error) throw new CardDeclined(result.error.message ?? t('checkout.stripe.notCompleted'));
        confirmed.current = clientSecret;
      }
      return complete.mutateAsync({ quoteId: quote.id });
    });
  };

  return (
    <CheckoutFormFrame {...props} form={form} ready={ready} onPay={pay}>
      {clientSecret && payment.publishableKey ? (
        // A new quote brings a new payment: Elements take their client secret once, so they remount.
        <StripeCard
          key={clientSecret}
          clientSecret={clientSecret}
          publishableKey={payment.publishableKey}
          customer={customer}
          onReady={setHandles}
        />
      ) : (
        <Alert title={t('checkout.stripe.formFailed')}>
          <p>{t('checkout.stripe.missingDetails')}</p>
        </Alert>
      )}
    </CheckoutFormFrame>
  );
}

/** Stripe's Payment Element for one payment, reporting Stripe and its Elements once it is usable. */
function StripeCard({
  clientSecret,
  publishableKey,
  customer,
  onReady,
}: {
  clientSecret: string;
  publishableKey: string;
  customer: { name: string; email: string };
  onReady: (handles: StripeHandles | null) => void;
}) {
  const [shown, setShown] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void stripeFor(publishableKey).then((stripe) => {
      if (current && !stripe) setLoadError(t('checkout.stripe.unreachable'));
    });
    return () => {
      current = false;
    };
  }, [publishableKey]);
  if (loadError) {
    return (
      <Alert title={t('checkout.stripe.formFailed')}>
        <p>
          {loadError} {t('checkout.stripe.reload')}
        </p>
      </Alert>
    );
  }
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance, locale: currentLanguage() }}>
      <StripeHandlesBridge active={shown} onChange={onReady} />
      {shown ? null : (
        <p role="status" className="text-sm text-ink-soft">
          {t('checkout.stripe.loading')}
        </p>
      )}
      <PaymentElement
        options={{ layout: 'tabs', defaultValues: { billingDetails: { name: customer.name, email: customer.email } } }}
        onReady={() => setShown(true)}
        onLoadError={(event) => setLoadError(event.error.message ?? t('checkout.stripe.noAnswer'))}
      />
    </Elements>
  );
}

/** Hands Stripe and its Elements (reachable inside <Elements> only) up to the form's Pay handler. */
function StripeHandlesBridge({
  active,
  onChange,
}: {
  active: boolean;
  onChange: (handles: StripeHandles | null) => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    onChange(active && stripe && elements ? { stripe, elements } : null);
    return () => onChange(null);
  }, [active, stripe, elements, onChange]);
  return null;
}
