import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import { rateToDollars } from '#domain/rates/rate-units.ts';
import { TextField } from '#web/components/ui/form-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { showRefusedFields } from '#web/lib/form-errors.ts';
import { rateFormSchema, useUpdateRate } from '../api/update-rate.ts';
import { rateToast } from '../toasts.ts';

interface RateFormProps {
  metal: AdminMetal;
  /** After a successful save (the toast is already on its way). */
  onSaved: () => void;
  /** Cancel: usually a link back to the list. */
  cancel: ReactNode;
}

/** One metal's price per gram, in dollars (up to four decimals), saved as hundredths of a cent. */
export function RateForm({ metal, onSaved, cancel }: RateFormProps) {
  const form = useForm({
    resolver: zodResolver(rateFormSchema),
    defaultValues: { price: rateToDollars(metal.pricePerGramHundredthCents) },
  });
  const update = useUpdateRate({
    onSuccess: () => {
      rateToast.updated();
      onSaved();
    },
    onError: (error) => {
      showRefusedFields(error, form.setError, (field) =>
        field === 'pricePerGram' || field === 'pricePerGramHundredthCents' ? 'price' : undefined,
      );
      rateToast.updateFailed(error);
    },
  });

  const save = ({ price }: z.output<typeof rateFormSchema>) => {
    if (update.isPending) return;
    if (price === metal.pricePerGramHundredthCents) {
      form.setError('price', { message: 'That is already the price per gram' }, { shouldFocus: true });
      return;
    }
    update.mutate({ id: metal.id, rate: price });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} aria-label={`${metal.metal} price`}>
      <TextField
        id={`metal-price-${metal.id}`}
        label="Price per gram (US dollars)"
        size="lg"
        prefix="$"
        suffix="per gram"
        inputClassName="pr-24 tabular-nums"
        type="number"
        inputMode="decimal"
        step="0.0001"
        min="0.0001"
        max="100000"
        autoComplete="off"
        hint={
          <>
            Dollars with up to four decimals, e.g. 75.4025. Every {metal.metal.toLowerCase()} piece in the shop is
            repriced at once.
          </>
        }
        error={form.formState.errors.price?.message}
        {...form.register('price')}
      />
      <div className="mt-6 flex flex-wrap gap-3">
        <SubmitButton pending={update.isPending} pendingLabel="Saving…" fullWidth={false}>
          Save
        </SubmitButton>
        {cancel}
      </div>
    </form>
  );
}
