import { useRef, useState } from 'react';
import type { Product } from '#domain/catalog/product.ts';
import type { LineOptionsInput } from '#domain/options/line-options.ts';
import { normalEngraving } from '#domain/options/engraving.ts';
import { refusedFields } from '#web/lib/form-errors.ts';
import { checkedOptions, engravingError, optionField, type OptionErrors, type OptionField } from '../piece-options.ts';

/**
 * The size and engraving a shopper is choosing on a piece's page. An engraving is checked as it is
 * typed; a missing size once Add to Cart is pressed; the server's refusal (the piece changed since
 * the page loaded) beside the field it names. Each field's message goes once the shopper changes it.
 */
export function usePieceOptions(product: Product) {
  const [size, setSizeValue] = useState('');
  const [engraving, setEngravingValue] = useState('');
  const [errors, setErrors] = useState<OptionErrors>({});
  const sizeRef = useRef<HTMLSelectElement>(null);
  const engravingRef = useRef<HTMLInputElement>(null);
  const refs: Record<OptionField, typeof sizeRef | typeof engravingRef> = { size: sizeRef, engraving: engravingRef };

  const engraved = product.engraving !== null && normalEngraving(engraving) !== '';

  return {
    size,
    engraving,
    errors: { size: errors.size, engraving: errors.engraving ?? engravingError(product, engraving) },
    sizeRef,
    engravingRef,
    /** The fee the engraving adds to each piece: only once there is something to engrave. */
    feeCents: engraved ? product.engraving!.feeCents : 0,
    setSize(value: string) {
      setSizeValue(value);
      setErrors(({ size: _gone, ...rest }) => rest);
    },
    setEngraving(value: string) {
      setEngravingValue(value);
      setErrors(({ engraving: _gone, ...rest }) => rest);
    },
    /** The options to add the piece with, or null after showing, and focusing, the field that is wrong. */
    chosen(): LineOptionsInput | null {
      const checked = checkedOptions(product, size, engraving);
      if ('input' in checked) return checked.input;
      setErrors({ [checked.field]: checked.error });
      refs[checked.field].current?.focus();
      return null;
    },
    /** Shows a refusal of the options beside its field; false when the refusal names neither. */
    showRefused(error: unknown): boolean {
      const shown: OptionErrors = {};
      for (const [serverField, message] of Object.entries(refusedFields(error))) {
        const field = optionField(serverField);
        if (field) shown[field] = message;
      }
      const first = (Object.keys(shown) as OptionField[])[0];
      if (!first) return false;
      setErrors(shown);
      refs[first].current?.focus();
      return true;
    },
  };
}

export type PieceOptions = ReturnType<typeof usePieceOptions>;
