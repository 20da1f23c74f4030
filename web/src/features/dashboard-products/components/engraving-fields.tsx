import { useWatch, type UseFormReturn } from 'react-hook-form';
import { MAX_ENGRAVING_LENGTH } from '#domain/options/engraving.ts';
import { CheckboxField, FieldError, TextField } from '#web/components/ui/form-field.tsx';
import type { ProductFields, ProductFormValues } from '../product-form-values.ts';
import { ENGRAVING_SCRIPT_CHOICES } from '../product-options-values.ts';

interface EngravingFieldsProps {
  form: UseFormReturn<ProductFormValues, unknown, ProductFields>;
}

const id = (name: string) => `product-${name}`;

/**
 * Whether the piece offers engraving and, when it does, how long a text, in which scripts and for
 * what fee. Turned off, the fields keep what was typed but the piece offers none.
 */
export function EngravingFields({ form }: EngravingFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const engraves = useWatch({ control, name: 'engraves' });
  const scriptsError = errors.engravingScripts?.message;

  return (
    <section aria-labelledby="product-engraving-heading" aria-describedby="product-engraving-hint">
      <h2 id="product-engraving-heading" className="text-2xl font-semibold text-ink">
        Engraving
      </h2>
      <p id="product-engraving-hint" className="mt-1 text-sm text-ink-soft">
        An engraved piece is a final sale: it cannot be returned.
      </p>
      <CheckboxField
        id={id('engraves')}
        label="Offers engraving"
        hint="The buyer may have a name, initials or a date engraved, for the fee below."
        className="mt-5"
        {...register('engraves')}
      />
      {engraves ? (
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <TextField
            id={id('engravingMaxLength')}
            label="Max characters"
            inputMode="numeric"
            autoComplete="off"
            hint={`Up to ${MAX_ENGRAVING_LENGTH}. A letter with its marks counts as one.`}
            error={errors.engravingMaxLength?.message}
            {...register('engravingMaxLength')}
          />
          <TextField
            id={id('engravingFee')}
            label="Engraving fee"
            labelNote="(US dollars, optional)"
            inputMode="decimal"
            autoComplete="off"
            hint="Added to the price of each engraved piece. Blank: free."
            error={errors.engravingFee?.message}
            {...register('engravingFee')}
          />
          <fieldset
            className="sm:col-span-2"
            aria-describedby={scriptsError ? `${id('engravingScripts')}-error` : undefined}
          >
            <legend className="text-sm font-medium text-ink">
              Scripts <span className="font-normal text-ink-soft">(at least one)</span>
            </legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {ENGRAVING_SCRIPT_CHOICES.map((choice) => (
                <label
                  key={choice.value}
                  className={`flex h-12 cursor-pointer items-center gap-3 rounded-xl border bg-ivory px-4 text-[15px] text-ink transition hover:border-gold-300 ${
                    scriptsError ? 'border-ruby' : 'border-gold-100'
                  }`}
                >
                  <input
                    type="checkbox"
                    value={choice.value}
                    aria-invalid={scriptsError ? true : undefined}
                    className="size-5 shrink-0 accent-gold-600"
                    {...register('engravingScripts')}
                  />
                  {choice.label}
                </label>
              ))}
            </div>
            <FieldError id={`${id('engravingScripts')}-error`} error={scriptsError} />
          </fieldset>
        </div>
      ) : null}
    </section>
  );
}
