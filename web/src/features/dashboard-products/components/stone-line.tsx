import { Trash2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import {
  CUT_GRADES,
  CUT_LABELS,
  DIAMOND_CLARITIES,
  DIAMOND_COLORS,
  STONE_SHAPES,
} from '#domain/catalog/stone-grades.ts';
import { SelectField, TextField } from '#web/components/ui/form-field.tsx';
import type { ProductFields, ProductFormValues } from '../product-form-values.ts';

interface StoneLineProps {
  form: UseFormReturn<ProductFormValues, unknown, ProductFields>;
  index: number;
  /** The line is priced by the carat (else at one price for the line): the price field says which. */
  perCarat: boolean;
  onRemove: () => void;
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** One line of stones: kind, origin, carats each and count, how it is priced, its certificate and grades. */
export function StoneLine({ form, index, perCarat, onRemove }: StoneLineProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const stoneErrors = errors.stones?.[index];
  const sid = (name: string) => `stone-${index}-${name}`;
  return (
    <li className="rounded-2xl bg-ivory p-4 ring-1 ring-gold-100 sm:p-5">
      <fieldset aria-labelledby={sid('title')}>
        <div className="flex items-center justify-between gap-3">
          <h3 id={sid('title')} className="font-sans text-base font-semibold text-ink">
            Stone {index + 1}
          </h3>
          <button
            type="button"
            id={sid('remove')}
            onClick={onRemove}
            className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ruby ring-1 ring-ruby/30 transition hover:bg-ruby/5 focus-visible:ring-2 focus-visible:ring-ruby focus-visible:outline-none"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove<span className="sr-only"> stone {index + 1}</span>
          </button>
        </div>
        <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
          <TextField
            id={sid('kind')}
            label="Kind"
            list="stone-kinds"
            autoComplete="off"
            maxLength={40}
            error={stoneErrors?.kind?.message}
            {...register(`stones.${index}.kind`)}
          />
          <SelectField
            id={sid('origin')}
            label="Origin"
            error={stoneErrors?.origin?.message}
            {...register(`stones.${index}.origin`)}
          >
            <option value="natural">Natural</option>
            <option value="lab-grown">Lab-grown</option>
          </SelectField>
          <TextField
            id={sid('carats')}
            label="Carats"
            labelNote="(each)"
            inputMode="decimal"
            autoComplete="off"
            error={stoneErrors?.carats?.message}
            {...register(`stones.${index}.carats`)}
          />
          <TextField
            id={sid('count')}
            label="Count"
            inputMode="numeric"
            autoComplete="off"
            error={stoneErrors?.count?.message}
            {...register(`stones.${index}.count`)}
          />
          <SelectField
            id={sid('priceKind')}
            label="Priced"
            className="col-span-2 sm:col-span-1"
            {...register(`stones.${index}.priceKind`)}
          >
            <option value="per-carat">Per carat</option>
            <option value="fixed">Fixed price for the line</option>
          </SelectField>
          <TextField
            id={sid('price')}
            className="col-span-2 sm:col-span-1"
            label={perCarat ? 'Price per carat' : 'Price'}
            labelNote={perCarat ? '(US dollars)' : '(US dollars, all stones)'}
            inputMode="decimal"
            autoComplete="off"
            error={stoneErrors?.price?.message}
            {...register(`stones.${index}.price`)}
          />
          <TextField
            id={sid('certificateLab')}
            label="Certificate lab"
            labelNote="(optional)"
            placeholder="GIA"
            autoComplete="off"
            maxLength={40}
            error={stoneErrors?.certificateLab?.message}
            {...register(`stones.${index}.certificateLab`)}
          />
          <TextField
            id={sid('certificateNumber')}
            label="Certificate number"
            labelNote="(optional)"
            autoComplete="off"
            maxLength={60}
            error={stoneErrors?.certificateNumber?.message}
            {...register(`stones.${index}.certificateNumber`)}
          />
          <SelectField
            id={sid('shape')}
            label="Shape"
            labelNote="(optional)"
            error={stoneErrors?.shape?.message}
            {...register(`stones.${index}.shape`)}
          >
            <option value="">Not given</option>
            {STONE_SHAPES.map((shape) => (
              <option key={shape} value={shape}>
                {capitalized(shape)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={sid('cut')}
            label="Cut"
            labelNote="(optional)"
            hint="GIA grades the cut of round brilliants only."
            error={stoneErrors?.cut?.message}
            {...register(`stones.${index}.cut`)}
          >
            <option value="">Not graded</option>
            {CUT_GRADES.map((cut) => (
              <option key={cut} value={cut}>
                {CUT_LABELS[cut]}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={sid('color')}
            label="Colour"
            labelNote="(diamonds, D best)"
            error={stoneErrors?.color?.message}
            {...register(`stones.${index}.color`)}
          >
            <option value="">Not graded</option>
            {DIAMOND_COLORS.map((color) => (
              <option key={color} value={color}>
                {color}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={sid('clarity')}
            label="Clarity"
            labelNote="(diamonds, FL best)"
            error={stoneErrors?.clarity?.message}
            {...register(`stones.${index}.clarity`)}
          >
            <option value="">Not graded</option>
            {DIAMOND_CLARITIES.map((clarity) => (
              <option key={clarity} value={clarity}>
                {clarity}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>
    </li>
  );
}
