import { Loader2, Save } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { Product } from '#domain/catalog/product.ts';
import { CATEGORY_CHOICES, DEFAULT_FORM_SIZE } from '#domain/catalog/product-input.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#web/components/ui/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { usePhotoSlots } from '../hooks/use-photo-slots.ts';
import {
  emptyProductForm,
  formFieldOf,
  metalOfCategoryChoice,
  productFormResolver,
  productToForm,
  purityForMetal,
  type ProductFields,
  type ProductFormValues,
} from '../product-form-values.ts';
import { productToast } from '../toasts.ts';
import { PhotoManager } from './photo-manager.tsx';
import { PricePreview } from './price-preview.tsx';
import { PricingFields } from './pricing-fields.tsx';
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
  const {
    register,
    formState: { errors },
  } = form;
  /**
   * On the add form the metal follows the category (Coins are gold) until the admin picks one;
   * an edited piece keeps the metal it has.
   */
  const [metalChosen, setMetalChosen] = useState(mode === 'edit');
  const photos = usePhotoSlots(props.product?.images);
  const [photosError, setPhotosError] = useState<string>();
  /** Save was pressed while photos were still on their way: say so until they have arrived. */
  const [waitingForPhotos, setWaitingForPhotos] = useState(false);
  const [formError, setFormError] = useState<string>();
  const another = useRef(false);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const pending = create.isPending || update.isPending;

  /** A 400 names its fields: each message goes beside its field; the rest above the buttons. */
  function showServerErrors(error: unknown) {
    if (!(error instanceof ApiError) || !error.fields) return;
    const rest: string[] = [];
    let focused = false;
    for (const [field, message] of Object.entries(error.fields)) {
      const name = formFieldOf(field);
      if (name) {
        form.setError(name as Path<ProductFormValues>, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      } else if (field.startsWith('images')) setPhotosError(message);
      else rest.push(message);
    }
    if (rest.length > 0) setFormError(rest.join(' '));
  }

  function save(fields: ProductFields) {
    if (pending) return;
    setFormError(undefined);
    if (photos.uploading) {
      setWaitingForPhotos(true);
      requestAnimationFrame(() => document.getElementById('photos-error')?.scrollIntoView({ block: 'center' }));
      return;
    }
    setWaitingForPhotos(false);
    setPhotosError(undefined);
    const input = { ...fields, images: photos.images };
    if (props.mode === 'add') {
      const addAnother = another.current;
      create.mutate(input, {
        onSuccess: (product) => {
          productToast.added(product.name);
          if (addAnother) {
            form.reset(emptyProductForm());
            setMetalChosen(false);
            photos.reset();
            // Once the cleared form has rendered: a fresh start at the top, in the Name field.
            requestAnimationFrame(() => {
              window.scrollTo({ top: 0 });
              form.setFocus('name');
            });
          }
          props.onSaved(product, addAnother);
        },
        onError: (error) => {
          productToast.addFailed(error);
          showServerErrors(error);
        },
      });
    } else {
      const onSaved = props.onSaved;
      update.mutate(
        { id: props.product.id, input },
        {
          onSuccess: (product) => {
            productToast.updated(product.name);
            onSaved(product);
          },
          onError: (error) => {
            productToast.updateFailed(error);
            showServerErrors(error);
          },
        },
      );
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    another.current = submitter?.getAttribute('value') === 'another';
    void form.handleSubmit(save)(event);
  };

  const id = (name: string) => `product-${name}`;

  /** The add form's metal follows the category until the admin picks one. */
  function followCategory(event: { target: { value: string } }) {
    if (metalChosen) return;
    const metal = metalOfCategoryChoice(event.target.value);
    if (!metal || metal === form.getValues('metal')) return;
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
      <section
        aria-labelledby="product-details-heading"
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-7 lg:col-start-1 lg:row-start-1"
      >
        <h2 id="product-details-heading" className="text-2xl font-semibold text-ink">
          Details
        </h2>
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
            {...register('category', { onChange: followCategory })}
          >
            <option value="">Choose a category</option>
            {CATEGORY_CHOICES.map((choice) => (
              <option key={choice.label} value={choice.label}>
                {choice.label}
              </option>
            ))}
          </SelectField>
          <TextField
            id={id('size')}
            label="Size"
            labelNote={mode === 'edit' ? '(blank saves the default)' : undefined}
            placeholder={DEFAULT_FORM_SIZE}
            maxLength={60}
            error={errors.size?.message}
            {...register('size')}
          />
          <TextField
            id={id('stock')}
            label="Stock"
            labelNote="(pieces in stock)"
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            hint="0 shows the piece as Out of Stock; blank counts as 0."
            error={errors.stock?.message}
            {...register('stock', { valueAsNumber: true })}
          />
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
        </div>
      </section>

      <section
        aria-label="Photos"
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-7 lg:col-start-2 lg:row-start-1"
      >
        <PhotoManager
          photos={photos}
          error={
            waitingForPhotos && photos.uploading ? 'Please wait until every photo has finished uploading.' : photosError
          }
        />
      </section>

      <section
        aria-labelledby="product-pricing-heading"
        className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-7 lg:col-start-1 lg:row-start-2"
      >
        <h2 id="product-pricing-heading" className="text-2xl font-semibold text-ink">
          Metal and charges
        </h2>
        <PricingFields form={form} onMetalChosen={() => setMetalChosen(true)} />
      </section>

      <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-7 lg:col-start-1 lg:row-start-3">
        <StoneFields form={form} />
      </div>

      {/* Beside the pricing fields on a wide screen, and in view while they scroll; after them on a phone. */}
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-2 lg:self-stretch">
        <div className="lg:sticky lg:top-6">
          <PricePreview control={form.control} />
        </div>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-gold-100 pt-6 sm:flex-row sm:items-center sm:justify-end lg:col-span-2">
        {formError ? (
          <p role="alert" className="text-sm text-ruby sm:mr-auto">
            {formError}
          </p>
        ) : null}
        {cancel}
        {mode === 'add' ? (
          <button
            type="submit"
            name="intent"
            value="another"
            aria-disabled={pending || undefined}
            className="btn-outline h-12 aria-disabled:cursor-wait"
          >
            Save and add another
          </button>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="done"
          aria-disabled={pending || undefined}
          className="btn-gold h-12 min-w-44 aria-disabled:cursor-wait aria-disabled:opacity-80"
        >
          {pending ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Save aria-hidden="true" className="size-4" />
          )}
          {pending ? 'Saving…' : mode === 'add' ? 'Add Product' : 'Update Product'}
        </button>
      </div>
    </form>
  );
}
