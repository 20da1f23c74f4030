import { Gem, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { MAX_STONE_LINES } from '#domain/catalog/piece-recipe.ts';
import { FieldError } from '#web/components/ui/form-field.tsx';
import { emptyStone, type ProductFields, type ProductFormValues } from '../product-form-values.ts';
import { StoneLine } from './stone-line.tsx';

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
          {fields.map((field, index) => (
            <StoneLine
              key={field.id}
              form={form}
              index={index}
              perCarat={stones?.[index]?.priceKind !== 'fixed'}
              onRemove={() => {
                focusAfterRemove.current = index;
                remove(index);
              }}
            />
          ))}
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
