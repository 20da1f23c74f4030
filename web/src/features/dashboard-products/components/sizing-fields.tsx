import { Fragment } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { MAX_SIZE_LEAD_DAYS, SCALE_SIZES } from '#domain/sizes/size-scales.ts';
import { SelectField, TextField } from '#web/components/ui/form-field.tsx';
import type { ProductFields, ProductFormValues } from '../product-form-values.ts';
import { ONE_SIZE, SIZE_SCALE_CHOICES, sizeLabel, wholeRange } from '../product-options-values.ts';

interface SizingFieldsProps {
  form: UseFormReturn<ProductFormValues, unknown, ProductFields>;
}

const id = (name: string) => `product-${name}`;

/**
 * The sizes the piece is made in: one size as it is, or a run of one scale (US ring sizes, bangle
 * sizes, chain lengths) and the days making it to size takes. A scale just chosen offers its whole
 * range; the admin narrows it with From and To.
 */
export function SizingFields({ form }: SizingFieldsProps) {
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = form;
  const scale = useWatch({ control, name: 'sizeScale' });
  const sizeOptions =
    scale === ONE_SIZE
      ? null
      : SCALE_SIZES[scale].map((size) => (
          <option key={size} value={size}>
            {sizeLabel(scale, size)}
          </option>
        ));

  return (
    <section aria-labelledby="product-sizes-heading" aria-describedby="product-sizes-hint">
      <h2 id="product-sizes-heading" className="text-2xl font-semibold text-ink">
        Sizes
      </h2>
      <p id="product-sizes-hint" className="mt-1 text-sm text-ink-soft">
        With a scale, the buyer must choose a size to buy the piece. A piece made to size is a final sale: it cannot be
        returned.
      </p>
      <div className="mt-5 grid grid-cols-2 gap-5 sm:grid-cols-3">
        <SelectField
          id={id('sizeScale')}
          label="Made in"
          error={errors.sizeScale?.message}
          className="col-span-2 sm:col-span-3"
          {...register('sizeScale', {
            onChange: (event: { target: { value: string } }) => {
              const chosen = event.target.value as ProductFormValues['sizeScale'];
              if (chosen === ONE_SIZE) return;
              const range = wholeRange(chosen);
              setValue('sizeFrom', range.sizeFrom, { shouldValidate: isSubmitted });
              setValue('sizeTo', range.sizeTo, { shouldValidate: isSubmitted });
            },
          })}
        >
          {SIZE_SCALE_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        {sizeOptions === null ? null : (
          // A new scale's selects are new ones: the range set on choosing it must find its sizes among their options.
          <Fragment key={scale}>
            <SelectField id={id('sizeFrom')} label="From" error={errors.sizeFrom?.message} {...register('sizeFrom')}>
              {sizeOptions}
            </SelectField>
            <SelectField id={id('sizeTo')} label="To" error={errors.sizeTo?.message} {...register('sizeTo')}>
              {sizeOptions}
            </SelectField>
            <TextField
              id={id('leadDays')}
              label="Lead time"
              labelNote="(days)"
              inputMode="numeric"
              autoComplete="off"
              hint={`To make it to size: 1 to ${MAX_SIZE_LEAD_DAYS} days.`}
              className="col-span-2 sm:col-span-1"
              error={errors.leadDays?.message}
              {...register('leadDays')}
            />
          </Fragment>
        )}
      </div>
    </section>
  );
}
