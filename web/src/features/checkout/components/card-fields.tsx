import { FlaskConical } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CardDetailsInput } from '#domain/checkout/card.ts';
import { TextField } from '#web/components/ui/form-field.tsx';
import { t } from '#web/lib/i18n.ts';
import { formatCardNumber, formatCvc, formatExpiry, reformatInput } from '../card-format.ts';

export interface CardFormValues {
  card: CardDetailsInput;
}

export const EMPTY_CARD: CardDetailsInput = { number: '', expiry: '', cvc: '' };

/** The shop's own card form (the offline test gateway): number spaced as typed, expiry as MM / YY. */
export function CardFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<CardFormValues>();
  const error = errors.card;

  // Each field's text is tidied as it is typed, then handed to the form as usual.
  const formatted = (name: keyof CardDetailsInput, format: (value: string) => string) => {
    const field = register(`card.${name}`);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        reformatInput(event.target, format);
        return field.onChange(event);
      },
    };
  };

  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-6 sm:gap-x-5">
      <TestModeNote />
      <TextField
        id="checkout-card-number"
        label={t('checkout.card.number')}
        className="col-span-2 sm:col-span-6"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        spellCheck={false}
        dir="ltr"
        error={error?.number?.message}
        {...formatted('number', formatCardNumber)}
      />
      <TextField
        id="checkout-card-expiry"
        label={t('checkout.card.expiry')}
        className="sm:col-span-3"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM / YY"
        maxLength={7}
        dir="ltr"
        error={error?.expiry?.message}
        {...formatted('expiry', formatExpiry)}
      />
      <TextField
        id="checkout-card-cvc"
        label={t('checkout.card.cvc')}
        className="sm:col-span-3"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        dir="ltr"
        error={error?.cvc?.message}
        {...formatted('cvc', formatCvc)}
      />
    </div>
  );
}

function TestModeNote() {
  return (
    <div className="flex gap-3 rounded-2xl bg-gold-50 px-4 py-3 text-sm text-ink-soft ring-1 ring-gold-100 col-span-2 sm:col-span-6">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-gold-700" />
      <p>
        <span className="font-semibold text-ink">{t('checkout.card.testMode')}</span> {t('checkout.card.testUse')}{' '}
        <bdi dir="ltr" className="font-medium whitespace-nowrap text-ink">
          4242 4242 4242 4242
        </bdi>{' '}
        {t('checkout.card.testAny')}
      </p>
    </div>
  );
}
