import { useWatch, type UseFormReturn } from 'react-hook-form';
import { PURE, PURITIES } from '#domain/pricing/piece-price.ts';
import { FieldError, SelectField, TextField } from '#web/components/ui/form-field.tsx';
import {
  isDiamondChoice,
  MAKING_KINDS,
  METAL_CHOICES,
  NO_PURITY,
  purityForMetal,
  type MetalChoice,
  type ProductFields,
  type ProductFormValues,
} from '../product-form-values.ts';

interface PricingFieldsProps {
  form: UseFormReturn<ProductFormValues, unknown, ProductFields>;
  /** Called when the admin picks a metal themselves (it then no longer follows the category). */
  onMetalChosen: () => void;
}

const id = (name: string) => `product-${name}`;

/** What the making charge's amount is, for its label and hint. */
const MAKING_AMOUNT = {
  percent: { label: 'Making charge', note: '(% of the metal value)', hint: 'Up to two decimals: 12.5 is 12.5%.' },
  'per-gram': { label: 'Making charge', note: '(US dollars per gram)', hint: 'Per gram of net metal.' },
  fixed: { label: 'Making charge', note: '(US dollars)', hint: 'One amount for the piece.' },
} as const;

/**
 * How the piece is priced: its metal and purity, net and gross weight, the making
 * charge, wastage and a fee. Changing the metal keeps the purity when the new metal is sold in it,
 * and otherwise asks for it again: a purity is always the admin's choice.
 */
export function PricingFields({ form, onMetalChosen }: PricingFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const metal = useWatch({ control, name: 'metal' });

  return (
    <div className="mt-5 grid gap-5 sm:grid-cols-2">
      <MetalFields form={form} onMetalChosen={onMetalChosen} />
      <TextField
        id={id('weight')}
        label="Net metal weight"
        labelNote="(grams)"
        type="number"
        inputMode="decimal"
        step="0.001"
        min="0"
        hint={
          metal === 'none'
            ? 'The weight shown to shoppers: no metal is priced.'
            : 'The metal alone: its price is figured on this weight.'
        }
        error={errors.weight?.message}
        {...register('weight', { valueAsNumber: true })}
      />
      <TextField
        id={id('grossWeight')}
        label="Gross weight"
        labelNote="(grams, optional)"
        type="number"
        inputMode="decimal"
        step="0.001"
        min="0"
        hint="Metal and stones together, as on the tag."
        error={errors.grossWeight?.message}
        {...register('grossWeight', { valueAsNumber: true })}
      />
      <MakingChargeFields form={form} />
      <TextField
        id={id('wastagePercent')}
        label="Wastage"
        labelNote="(% of the metal value, optional)"
        inputMode="decimal"
        autoComplete="off"
        hint="As Gulf and South Asian shops quote it; blank is none."
        error={errors.wastagePercent?.message}
        {...register('wastagePercent')}
      />
      <TextField
        id={id('fee')}
        label="Fee"
        labelNote="(US dollars, optional)"
        inputMode="decimal"
        autoComplete="off"
        hint="Hallmark or certificate: one amount."
        error={errors.fee?.message}
        {...register('fee')}
      />
      <FieldError id={id('pricing-error')} error={errors.root?.server?.message} />
    </div>
  );
}

/** The metal select and the purities that metal is sold in; a piece of stones alone has neither. */
function MetalFields({ form, onMetalChosen }: PricingFieldsProps) {
  const {
    register,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = form;
  const metal = useWatch({ control, name: 'metal' });
  const category = useWatch({ control, name: 'category' });
  const purities = metal === 'none' || metal === '' ? [] : PURITIES[metal];
  return (
    <>
      <SelectField
        id={id('metal')}
        label="Metal"
        hint={
          isDiamondChoice(category)
            ? 'A diamond piece is priced by the metal of its setting and by its stones: add its diamonds below.'
            : undefined
        }
        error={errors.metal?.message}
        {...register('metal', {
          onChange: (event: { target: { value: string } }) => {
            onMetalChosen();
            const chosen = event.target.value as MetalChoice;
            setValue('fineness', purityForMetal(chosen, getValues('fineness')), {
              shouldValidate: form.formState.isSubmitted,
            });
          },
        })}
      >
        {metal === '' ? <option value="">Choose the setting metal</option> : null}
        {METAL_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={id('fineness')}
        label="Purity"
        disabled={metal === 'none' || metal === ''}
        hint={metal === 'none' ? 'A piece without metal has no purity.' : undefined}
        error={errors.fineness?.message}
        {...register('fineness')}
      >
        {metal === 'none' ? <option value={String(PURE)}>No metal</option> : null}
        {metal === '' ? <option value={NO_PURITY}>Choose the metal first</option> : null}
        {purities.length > 0 ? <option value={NO_PURITY}>Choose the purity</option> : null}
        {purities.map((purity) => (
          <option key={purity.fineness} value={String(purity.fineness)}>
            {purity.label}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/** How the making charge is quoted, and its amount in that unit (none: no amount). */
function MakingChargeFields({ form }: Pick<PricingFieldsProps, 'form'>) {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  const makingKind = useWatch({ control, name: 'makingKind' });
  const amount = makingKind === 'none' ? undefined : MAKING_AMOUNT[makingKind];
  const makingError = errors.makingValue?.message;
  return (
    <div className="sm:col-span-2">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id={id('makingKind')}
          label="Making charge"
          labelNote="(how it is quoted)"
          error={amount ? errors.makingKind?.message : (errors.makingKind?.message ?? makingError)}
          {...register('makingKind', {
            // An amount means something else once the kind changes (12% is not $12): start blank.
            onChange: () => setValue('makingValue', ''),
          })}
        >
          {MAKING_KINDS.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </SelectField>
        {amount ? (
          <TextField
            id={id('makingValue')}
            label={amount.label}
            labelNote={amount.note}
            inputMode="decimal"
            autoComplete="off"
            hint={amount.hint}
            error={makingError}
            {...register('makingValue')}
          />
        ) : null}
      </div>
    </div>
  );
}
