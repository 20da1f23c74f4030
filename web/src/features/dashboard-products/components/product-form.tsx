import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { Product } from '#domain/catalog/product.ts';
import { defaultReturnDays } from '#domain/returns/return-policy.ts';
import { usePhotoSlots } from '../hooks/use-photo-slots.ts';
import { useSaveProduct } from '../hooks/use-save-product.ts';
import { productFormResolver } from '../product-form-input.ts';
import {
  emptyProductForm,
  metalOfCategoryChoice,
  taxClassOfCategoryChoice,
  productToForm,
  purityForMetal,
  returnDaysText,
  type ProductFields,
  type ProductFormValues,
} from '../product-form-values.ts';
import { EngravingFields } from './engraving-fields.tsx';
import { PhotoManager } from './photo-manager.tsx';
import { PricePreview } from './price-preview.tsx';
import { PricingFields } from './pricing-fields.tsx';
import { ProductDetailsFields } from './product-details-fields.tsx';
import { ProductFormActions } from './product-form-actions.tsx';
import { SizingFields } from './sizing-fields.tsx';
import { StoneFields } from './stone-fields.tsx';

type ProductFormProps =
  | {
      mode: 'add';
      product?: never;
      /** After 'Add Product' (`another` false) or 'Save and add another' (true). */
      onSaved: (product: Product, another: boolean) => void;
      cancel: ReactNode;
    }
  | { mode: 'edit'; product: Product; onSaved: (product: Product) => void; cancel: ReactNode };

const card = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-7';

/**
 * The add and edit product form, with the jeweller's pricing: the
 * fields are checked with the server's own schema and whole-recipe checks, the server's refusals
 * (400 `fields`) land beside the same fields, the price preview follows every keystroke, and the
 * photos are uploaded as they are chosen.
 */
export function ProductForm(props: ProductFormProps) {
  const { mode, cancel } = props;
  const form = useForm<ProductFormValues, unknown, ProductFields>({
    resolver: productFormResolver(mode),
    defaultValues: props.product ? productToForm(props.product) : emptyProductForm(),
  });
  /**
   * On the add form the metal follows the category (Coins are gold; a diamond piece waits for its
   * setting metal) until the admin picks one; an edited piece keeps the metal it has.
   */
  const [metalChosen, setMetalChosen] = useState(mode === 'edit');
  const photos = usePhotoSlots(props.product?.images);
  const { onSubmit, pending, formError, photoMessage } = useSaveProduct(props, {
    form,
    photos,
    onCleared: () => {
      form.reset(emptyProductForm());
      setMetalChosen(false);
    },
  });

  /** The add form's metal follows the category until the admin picks one. */
  function followCategory(event: { target: { value: string } }) {
    const taxClass = taxClassOfCategoryChoice(event.target.value);
    if (mode === 'add' && taxClass) {
      form.setValue('taxClass', taxClass);
      form.setValue('returnDays', returnDaysText(defaultReturnDays(taxClass)));
    }
    if (metalChosen) return;
    const metal = metalOfCategoryChoice(event.target.value);
    if (metal === undefined || metal === form.getValues('metal')) return;
    form.setValue('metal', metal);
    form.setValue('fineness', purityForMetal(metal, form.getValues('fineness')));
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={mode === 'add' ? 'Add product' : 'Edit product'}
      className="grid gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-start"
    >
      <section aria-labelledby="product-details-heading" className={`${card} lg:col-start-1 lg:row-start-1`}>
        <h2 id="product-details-heading" className="text-2xl font-semibold text-ink">
          Details
        </h2>
        <ProductDetailsFields form={form} mode={mode} onCategoryChange={followCategory} />
      </section>

      <section aria-label="Photos" className={`${card} lg:col-start-2 lg:row-start-1`}>
        <PhotoManager photos={photos} error={photoMessage} />
      </section>

      <section aria-labelledby="product-pricing-heading" className={`${card} lg:col-start-1 lg:row-start-2`}>
        <h2 id="product-pricing-heading" className="text-2xl font-semibold text-ink">
          Metal and charges
        </h2>
        <PricingFields form={form} onMetalChosen={() => setMetalChosen(true)} />
      </section>

      <div className={`${card} lg:col-start-1 lg:row-start-3`}>
        <StoneFields form={form} />
      </div>

      {/* Beside the pricing fields on a wide screen, and in view while they scroll; after them on a phone. */}
      <div className="lg:col-start-2 lg:row-span-4 lg:row-start-2 lg:self-stretch">
        <div className="lg:sticky lg:top-6">
          <PricePreview control={form.control} />
        </div>
      </div>

      {/* What the buyer chooses: it leaves the piece's price alone (an engraving's fee is added to its cart line). */}
      <div className={`${card} lg:col-start-1 lg:row-start-4`}>
        <SizingFields form={form} />
      </div>

      <div className={`${card} lg:col-start-1 lg:row-start-5`}>
        <EngravingFields form={form} />
      </div>

      <ProductFormActions mode={mode} pending={pending} formError={formError} cancel={cancel} />
    </form>
  );
}
