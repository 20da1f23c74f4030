import { useFormContext } from 'react-hook-form';
import { US_STATES } from '#domain/checkout/us-states.ts';
import { SelectField, TextField } from '#web/components/ui/form-field.tsx';
import { t } from '#web/lib/i18n.ts';
import { FormSection } from './form-section.tsx';
import type { RecipientFormValues } from './recipient-form.ts';

/** The account's e-mail, shown (not editable) where the receipt is sent. */
export function ReceiptEmail({ email }: { email: string }) {
  return (
    <TextField
      id="checkout-email"
      label={t('checkout.shipping.email')}
      className="col-span-2 sm:col-span-6"
      type="email"
      value={email}
      readOnly
      dir="ltr"
      hint={t('checkout.shipping.emailHint')}
    />
  );
}

/** Step 2 of a shipped order: where it goes, with the receipt's e-mail. Messages come from the shared schema. */
export function ShippingFields({ email }: { email: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<RecipientFormValues>();
  const error = errors.shipping;

  return (
    <FormSection step={2} title={t('checkout.shipping.title')}>
      <div className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-6 sm:gap-x-5">
        <ReceiptEmail email={email} />
        <TextField
          id="checkout-name"
          label={t('checkout.shipping.name')}
          className="col-span-2 sm:col-span-3"
          autoComplete="shipping name"
          error={error?.name?.message}
          {...register('shipping.name')}
        />
        <TextField
          id="checkout-phone"
          label={t('checkout.shipping.phone')}
          className="col-span-2 sm:col-span-3"
          type="tel"
          inputMode="tel"
          autoComplete="shipping tel"
          placeholder="(225) 555-0142"
          dir="ltr"
          error={error?.phone?.message}
          {...register('shipping.phone')}
        />
        <TextField
          id="checkout-street"
          label={t('checkout.shipping.street')}
          className="col-span-2 sm:col-span-6"
          autoComplete="shipping address-line1"
          placeholder={t('checkout.shipping.streetPlaceholder')}
          error={error?.street?.message}
          {...register('shipping.street')}
        />
        <TextField
          id="checkout-city"
          label={t('checkout.shipping.city')}
          className="col-span-2 sm:col-span-2"
          autoComplete="shipping address-level2"
          error={error?.city?.message}
          {...register('shipping.city')}
        />
        <SelectField
          id="checkout-state"
          label={t('checkout.shipping.state')}
          className="sm:col-span-2"
          autoComplete="shipping address-level1"
          error={error?.state?.message}
          {...register('shipping.state')}
        >
          <option value="">{t('checkout.shipping.choose')}</option>
          {US_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField
          id="checkout-zip"
          label={t('checkout.shipping.zip')}
          className="sm:col-span-2"
          inputMode="numeric"
          autoComplete="shipping postal-code"
          placeholder="70801"
          error={error?.zip?.message}
          {...register('shipping.zip')}
        />
      </div>
    </FormSection>
  );
}
