import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Product } from '#domain/catalog/product.ts';
import { CATEGORY_CHOICES, createProductFields, DEFAULT_FORM_SIZE } from '#domain/catalog/product-input.ts';

export type ProductFormMode = 'add' | 'edit';

/** What the form's controls hold. Number inputs give NaN while blank. */
export interface ProductFormValues {
  name: string;
  /** The label of one of CATEGORY_CHOICES ("Men's Yellow Gold"), '' until one is picked. */
  category: string;
  weight: number;
  shortDescription: string;
  description: string;
  size: string;
  stock: number;
  featured: boolean;
}

/** The shared schema of POST /api/products without the photos, which the photo manager keeps. */
const fieldsSchema = createProductFields.omit({ images: true });
export type ProductFields = z.output<typeof fieldsSchema>;

export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    category: '',
    weight: Number.NaN,
    shortDescription: '',
    description: '',
    size: DEFAULT_FORM_SIZE,
    // A new piece is usually one in the showcase; 0 would show it Out of Stock.
    stock: 1,
    featured: false,
  };
}

/** The edit form starts from the stored product; its category shows as the plain choice of that name. */
export function productToForm(product: Product): ProductFormValues {
  const choice =
    CATEGORY_CHOICES.find((c) => c.label === product.category) ??
    CATEGORY_CHOICES.find((c) => c.value === product.category);
  return {
    name: product.name,
    category: choice?.label ?? '',
    weight: product.weight,
    shortDescription: product.shortDescription,
    description: product.description,
    size: product.size,
    stock: product.stock,
    featured: product.featured,
  };
}

/**
 * The controls' values as the API reads them: the category choice becomes the category it
 * submits ('Yellow Gold Women' is Gold), blank numbers are left out (stock then defaults to 0)
 * and, on the edit form only, a blank size is the default size (spec: size is required on add).
 */
function toInput(values: ProductFormValues, mode: ProductFormMode) {
  const choice = CATEGORY_CHOICES.find((c) => c.label === values.category);
  return {
    ...values,
    category: choice?.value ?? '',
    weight: Number.isNaN(values.weight) ? undefined : values.weight,
    stock: Number.isNaN(values.stock) ? undefined : values.stock,
    size: mode === 'edit' && values.size.trim() === '' ? DEFAULT_FORM_SIZE : values.size,
  };
}

/** Checks the form with the server's own schema, so the messages beside the fields are the server's. */
export function productFormResolver(mode: ProductFormMode): Resolver<ProductFormValues, unknown, ProductFields> {
  const check = zodResolver(fieldsSchema);
  return (values, context, options) =>
    check(toInput(values, mode) as z.input<typeof fieldsSchema>, context, options as never) as ReturnType<
      Resolver<ProductFormValues, unknown, ProductFields>
    >;
}

/** Server field names (400 `fields`) that are controls of this form. */
export const FORM_FIELDS = [
  'name',
  'category',
  'weight',
  'shortDescription',
  'description',
  'size',
  'stock',
  'featured',
] as const satisfies readonly (keyof ProductFormValues)[];
