import type { Product } from '#domain/catalog/product.ts';
import { lineOptionsOf, type OptionsRefusal } from '#domain/options/line-choice.ts';
import type { LineOptionsInput } from '#domain/options/line-options.ts';
import { normalEngraving } from '#domain/options/engraving.ts';
import { problemMessage } from '#web/lib/api-error.ts';

/** The product page's two option fields, as the server names them in a refusal (`options.size`, `options.engraving`). */
export type OptionField = 'size' | 'engraving';

export type OptionErrors = Partial<Record<OptionField, string>>;

/** The field a refusal is shown beside: the engraving's own problems there, a size's by the size. */
const fieldOf = (refusal: OptionsRefusal): OptionField =>
  refusal.reason.startsWith('problem.options.engraving') || refusal.reason === 'problem.options.noEngraving'
    ? 'engraving'
    : 'size';

/** A refusal's catalogue sentence, as the server would write it. */
const sentenceOf = ({ reason, ...values }: OptionsRefusal) => problemMessage({ reason, values, message: reason });

/**
 * The options as POST /api/cart takes them, checked as the server checks them (lineOptionsOf):
 * the input to send, or the sentence for the field that is wrong.
 */
export function checkedOptions(
  product: Pick<Product, 'sizing' | 'engraving'>,
  size: string,
  engraving: string,
): { input: LineOptionsInput } | { field: OptionField; error: string } {
  const input: LineOptionsInput = {
    ...(size ? { size } : {}),
    ...(normalEngraving(engraving) ? { engraving: normalEngraving(engraving) } : {}),
  };
  const checked = lineOptionsOf(product, input);
  return 'refusal' in checked ? { field: fieldOf(checked.refusal), error: sentenceOf(checked.refusal) } : { input };
}

/** What is wrong with an engraving as it is typed (the size aside), or undefined. */
export function engravingError(product: Pick<Product, 'engraving'>, engraving: string): string | undefined {
  const checked = checkedOptions({ sizing: null, engraving: product.engraving }, '', engraving);
  return 'error' in checked ? checked.error : undefined;
}

/** The server's field name in a 400 (`options.size`) as the page's field. */
export const optionField = (serverField: string): OptionField | undefined =>
  serverField === 'options.size' ? 'size' : serverField === 'options.engraving' ? 'engraving' : undefined;
