import type { ChangeEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CATEGORY_CHOICES, DEFAULT_FORM_SIZE } from '#domain/catalog/product-input.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#web/components/ui/form-field.tsx';
import {
  TAX_CLASS_CHOICES,
  type ProductFields,
  type ProductFormMode,
  type ProductFormValues,
} from '../product-form-values.ts';

interface ProductDetailsFieldsProps {
  form: UseFormReturn<ProductFormValues, unknown, ProductFields>;
  mode: ProductFormMode;
  /** A new category was picked: the add form's metal may follow it. */
  onCategoryChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

const id = (name: string) => `product-${name}`;

/** What the shop says about the piece: name, category, size, stock, featured, and its texts in both languages. */
export function ProductDetailsFields({ form, mode, onCategoryChange }: ProductDetailsFieldsProps) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="mt-5 grid gap-5 sm:grid-cols-2">
      <TextField
        id={id('name')}
        label="Name"
        autoComplete="off"
        maxLength={120}
        error={errors.name?.message}
        className="sm:col-span-2"
        {...register('name')}
      />
      <SelectField
        id={id('category')}
        label="Category"
        error={errors.category?.message}
        {...register('category', { onChange: onCategoryChange })}
      >
        <option value="">Choose a category</option>
        {CATEGORY_CHOICES.map((choice) => (
          <option key={choice.label} value={choice.label}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={id('taxClass')}
        label="Tax class"
        hint="Bullion is left out of the tax where the state exempts it."
        error={errors.taxClass?.message}
        {...register('taxClass')}
      >
        {TAX_CLASS_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      <TextField
        id={id('returnDays')}
        label="Return window"
        labelNote="(days)"
        hint="Days after delivery or collection. Blank: a final sale, not returnable (coins and bars)."
        inputMode="numeric"
        error={errors.returnDays?.message}
        {...register('returnDays')}
      />
      <TextField
        id={id('size')}
        label="Size"
        labelNote={mode === 'edit' ? '(blank saves the default)' : undefined}
        placeholder={DEFAULT_FORM_SIZE}
        maxLength={60}
        error={errors.size?.message}
        {...register('size')}
      />
      {/* An edited piece's counts are set per branch, above the form. */}
      {mode === 'add' ? (
        <TextField
          id={id('stock')}
          label="Stock"
          labelNote="(pieces in stock)"
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          hint="Held at the main store; 0 shows the piece as Out of Stock; blank counts as 0."
          error={errors.stock?.message}
          {...register('stock', { valueAsNumber: true })}
        />
      ) : null}
      <CheckboxField
        id={id('featured')}
        label="Featured"
        hint={<>Featured pieces come first when shoppers sort by &lsquo;Featured&rsquo;.</>}
        className="sm:mt-7 sm:self-start"
        {...register('featured')}
      />
      <TextAreaField
        id={id('shortDescription')}
        label="Short description"
        rows={2}
        maxLength={300}
        hint="One line for the product card and search."
        error={errors.shortDescription?.message}
        className="sm:col-span-2"
        {...register('shortDescription')}
      />
      <TextAreaField
        id={id('description')}
        label="Description"
        rows={6}
        maxLength={5000}
        error={errors.description?.message}
        className="sm:col-span-2"
        {...register('description')}
      />
      <ArabicTextFields form={form} />
    </div>
  );
}

/** The Arabic pages' name and descriptions: optional, the English ones stand in while blank. */
function ArabicTextFields({ form }: Pick<ProductDetailsFieldsProps, 'form'>) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField
        id={id('nameAr')}
        label="Arabic name"
        labelNote="(optional)"
        dir="rtl"
        lang="ar"
        autoComplete="off"
        maxLength={120}
        hint="Shown on the Arabic pages; blank shows the English name."
        error={errors.nameAr?.message}
        className="sm:col-span-2"
        {...register('nameAr')}
      />
      <TextAreaField
        id={id('shortDescriptionAr')}
        label="Arabic short description"
        labelNote="(optional)"
        dir="rtl"
        lang="ar"
        rows={2}
        maxLength={300}
        hint="Shown on the Arabic pages; blank shows the English short description."
        error={errors.shortDescriptionAr?.message}
        className="sm:col-span-2"
        {...register('shortDescriptionAr')}
      />
      <TextAreaField
        id={id('descriptionAr')}
        label="Arabic description"
        labelNote="(optional)"
        dir="rtl"
        lang="ar"
        rows={6}
        maxLength={5000}
        hint="Shown on the Arabic pages; blank shows the English description."
        error={errors.descriptionAr?.message}
        className="sm:col-span-2"
        {...register('descriptionAr')}
      />
    </>
  );
}
