import { Gem, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { MAX_STONE_LINES } from '#domain/catalog/piece-recipe.ts';
import { FieldError, SelectField, TextField } from '#web/components/ui/form-field.tsx';
import { emptyStone, type ProductFields, type ProductFormValues } from '../product-form-values.ts';

/** Offered as the admin types a stone's kind; any other kind may be typed. */
const STONE_KINDS = ['Diamond', 'Ruby', 'Emerald', 'Sapphire', 'Pearl', 'Turquoise', 'Amethyst', 'Topaz'];

interface StoneFieldsProps {
  form: UseFormReturn<ProductFormValues, unknown, ProductFields>;
}

/**
 * The piece's stones, one line per kind and size: a repeatable group (react-hook-form's field
 * array) with Add and Remove buttons. A new line takes the focus at its first field; after a
 * removal, focus goes to the next line's Remove button, or to Add.
 */
export function StoneFields({ form }: StoneFieldsProps) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'stones' });
  const stones = useWatch({ control, name: 'stones' });
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterRemove = useRef<number | null>(null);
  const full = fields.length >= MAX_STONE_LINES;
  const listError = errors.stones?.message ?? errors.stones?.root?.message;

  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const next = document.getElementById(`stone-${Math.min(index, fields.length - 1)}-remove`);
    (next ?? addButton.current)?.focus();
  }, [fields.length]);

  return (
    <section aria-labelledby="stones-heading" aria-describedby="stones-hint">
      <h2 id="stones-heading" className="text-2xl font-semibold text-ink">
        Stones
      </h2>
      <p id="stones-hint" className="mt-1 text-sm text-ink-soft">
        One line per kind and size of stone. A stone is priced by the carat, or at one price for the line.
      </p>
      <datalist id="stone-kinds">
        {STONE_KINDS.map((kind) => (
          <option key={kind} value={kind} />
        ))}
      </datalist>

      {fields.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 rounded-2xl border border-dashed border-gold-300/70 bg-ivory px-4 py-3 text-sm text-ink-soft">
          <Gem aria-hidden="true" className="size-4 shrink-0 text-gold-600" />
          No stones: the piece is priced by its metal and charges.
        </p>
      ) : (
        <ol aria-label="Stone lines" className="mt-4 space-y-4">
          {fields.map((field, index) => {
            const stoneErrors = errors.stones?.[index];
            const perCarat = stones?.[index]?.priceKind !== 'fixed';
            const sid = (name: string) => `stone-${index}-${name}`;
            return (
              <li key={field.id} className="rounded-2xl bg-ivory p-4 ring-1 ring-gold-100 sm:p-5">
                <fieldset aria-labelledby={sid('title')}>
                  <div className="flex items-center justify-between gap-3">
                    <h3 id={sid('title')} className="font-sans text-base font-semibold text-ink">
                      Stone {index + 1}
                    </h3>
                    <button
                      type="button"
                      id={sid('remove')}
                      onClick={() => {
                        focusAfterRemove.current = index;
                        remove(index);
                      }}
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
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}

      <FieldError id="stones-error" error={listError} />
      <button
        ref={addButton}
        type="button"
        onClick={() => append(emptyStone())}
        disabled={full}
        className="btn-outline mt-4 py-2.5 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a stone
      </button>
      {full ? <p className="mt-2 text-xs text-ink-soft">At most {MAX_STONE_LINES} kinds of stone.</p> : null}
    </section>
  );
}
