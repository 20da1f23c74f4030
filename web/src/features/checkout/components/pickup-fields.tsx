import { IdCard } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { branchOf } from '#domain/appointments/appointment.ts';
import type { BranchId } from '#domain/store/settings.ts';
import { BranchAddressAndHours } from '#web/components/ui/branch-address-hours.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { t } from '#web/lib/i18n.ts';
import { branchName } from '#web/lib/store-texts.ts';
import { FormSection } from './form-section.tsx';
import type { RecipientFormValues } from './recipient-form.ts';
import { ReceiptEmail } from './shipping-fields.tsx';

/**
 * Step 2 of a pick-up: the branch's address and hours, what to bring, and who collects the order
 * (the name on the photo ID, and a phone to call). Messages come from the shared schema.
 */
export function PickupFields({ branchId, email }: { branchId: BranchId; email: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<RecipientFormValues>();
  const error = errors.pickupContact;
  const branch = branchOf(branchId);

  return (
    <FormSection step={2} title={t('checkout.pickup.title')}>
      <div className="rounded-2xl bg-sand/50 p-4 ring-1 ring-gold-100 sm:p-5">
        <p className="font-serif text-xl font-semibold text-ink">{branchName(branch)}</p>
        <BranchAddressAndHours branch={branch} className="mt-3 grid gap-4 sm:grid-cols-2 sm:gap-6" />
      </div>
      <p className="mt-4 flex gap-3 rounded-2xl bg-gold-50 px-4 py-3 text-sm text-ink ring-1 ring-gold-100">
        <IdCard aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-gold-700" />
        {t('checkout.pickup.note')}
      </p>
      <div className="mt-6 grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-6 sm:gap-x-5">
        <ReceiptEmail email={email} />
        <TextField
          id="checkout-pickup-name"
          label={t('checkout.shipping.name')}
          className="col-span-2 sm:col-span-3"
          autoComplete="name"
          hint={t('checkout.pickup.nameHint')}
          error={error?.name?.message}
          {...register('pickupContact.name')}
        />
        <TextField
          id="checkout-pickup-phone"
          label={t('checkout.shipping.phone')}
          className="col-span-2 sm:col-span-3"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(713) 555-0187"
          dir="ltr"
          error={error?.phone?.message}
          {...register('pickupContact.phone')}
        />
      </div>
    </FormSection>
  );
}
