import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminMetal } from '#domain/metals/metal-admin.ts';
import { centsToDollarString } from '#domain/money.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { metalPriceFormSchema, useUpdateMetalPrice } from '../api/update-metal-price.ts';
import { metalToast } from '../toasts.ts';

interface MetalPriceFormProps {
  metal: AdminMetal;
  /** After a successful save (the toast is already on its way). */
  onSaved: () => void;
  /** Cancel: usually a link back to the list. */
  cancel: ReactNode;
}

/** One metal's price per gram, in dollars (step 0.01), saved as integer cents. */
export function MetalPriceForm({ metal, onSaved, cancel }: MetalPriceFormProps) {
  const form = useForm({
    resolver: zodResolver(metalPriceFormSchema),
    defaultValues: { price: centsToDollarString(metal.pricePerGram) },
  });
  const update = useUpdateMetalPrice({
    onSuccess: () => {
      metalToast.updated();
      onSaved();
    },
    onError: (error) => {
      const reason = error instanceof ApiError ? error.fields?.pricePerGram : undefined;
      if (reason) form.setError('price', { message: reason }, { shouldFocus: true });
      metalToast.updateFailed(error);
    },
  });

  const save = ({ price }: z.output<typeof metalPriceFormSchema>) => {
    if (update.isPending) return;
    if (price === metal.pricePerGram) {
      form.setError('price', { message: 'That is already the price per gram' }, { shouldFocus: true });
      return;
    }
    update.mutate({ id: metal.id, pricePerGram: price });
  };

  const error = form.formState.errors.price?.message;
  const fieldId = `metal-price-${metal.id}`;
  return (
    <form noValidate onSubmit={form.handleSubmit(save)} aria-label={`${metal.metal} price`}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
        Price per gram (US dollars)
      </label>
      <div className="relative mt-2">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-lg text-ink-soft"
        >
          $
        </span>
        <input
          id={fieldId}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          max="100000"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
          {...form.register('price')}
          className={`h-14 w-full rounded-xl border bg-white pr-24 pl-9 text-xl text-ink shadow-sm transition outline-none tabular-nums focus:ring-2 ${
            error
              ? 'border-ruby focus:border-ruby focus:ring-ruby/20'
              : 'border-stone-300 hover:border-stone-400 focus:border-gold-500 focus:ring-gold-300/60'
          }`}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-sm text-ink-soft"
        >
          per gram
        </span>
      </div>
      {error ? (
        <p id={`${fieldId}-error`} className="mt-2 flex items-start gap-1.5 text-sm text-ruby">
          <AlertCircle size={15} aria-hidden="true" className="mt-0.5 shrink-0" />
          {error}
        </p>
      ) : (
        <p id={`${fieldId}-hint`} className="mt-2 text-xs text-ink-soft">
          Dollars and cents, e.g. 75.40. Every {metal.metal.toLowerCase()} piece in the shop is repriced at once.
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" aria-disabled={update.isPending || undefined} className="btn-gold">
          {update.isPending ? <LoaderCircle size={16} aria-hidden="true" className="animate-spin" /> : null}
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
        {cancel}
      </div>
    </form>
  );
}
