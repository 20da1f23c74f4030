import { useRef, useState, type FormEvent } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { Product } from '#domain/catalog/product.ts';
import { showRefusedFields } from '#web/lib/form-errors.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { formFieldOf } from '../product-form-input.ts';
import type { ProductFields, ProductFormValues } from '../product-form-values.ts';
import { productToast } from '../toasts.ts';
import type { PhotoSlots } from './use-photo-slots.ts';

export type SaveTarget =
  | { mode: 'add'; onSaved: (product: Product, another: boolean) => void }
  | { mode: 'edit'; product: Product; onSaved: (product: Product) => void };

interface SaveOptions {
  form: UseFormReturn<ProductFormValues, unknown, ProductFields>;
  photos: PhotoSlots;
  /** After 'Save and add another': the form is blank again for the next piece. */
  onCleared: () => void;
}

/**
 * Saving the product form: waits for the photos, creates or updates the piece, says so in a
 * toast, and puts the server's refusals (a 400's fields) beside the fields they name, a photo's
 * beside the photos and any other above the buttons.
 */
export function useSaveProduct(target: SaveTarget, { form, photos, onCleared }: SaveOptions) {
  const [photosError, setPhotosError] = useState<string>();
  /** Save was pressed while photos were still on their way: say so until they have arrived. */
  const [waitingForPhotos, setWaitingForPhotos] = useState(false);
  const [formError, setFormError] = useState<string>();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const pending = create.isPending || update.isPending;
  const another = useRef(false);

  function showServerErrors(error: unknown) {
    const left = showRefusedFields(error, form.setError, (field) => formFieldOf(field) as Path<ProductFormValues>);
    const rest: string[] = [];
    for (const [field, message] of Object.entries(left)) {
      if (field.startsWith('images')) setPhotosError(message);
      else rest.push(message);
    }
    if (rest.length > 0) setFormError(rest.join(' '));
  }

  function clearForNext() {
    onCleared();
    photos.reset();
    // Once the cleared form has rendered: a fresh start at the top, in the Name field.
    requestAnimationFrame(() => {
      window.scrollTo({ top: 0 });
      form.setFocus('name');
    });
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
    if (target.mode === 'add') {
      const addAnother = another.current;
      const onSaved = target.onSaved;
      create.mutate(input, {
        onSuccess: (product) => {
          productToast.added(product.name);
          if (addAnother) clearForNext();
          onSaved(product, addAnother);
        },
        onError: (error) => {
          productToast.addFailed(error);
          showServerErrors(error);
        },
      });
      return;
    }
    const onSaved = target.onSaved;
    // The edit form leaves the counts alone: they are set per branch beside it.
    const { stock: _total, ...edited } = input;
    update.mutate(
      { id: target.product.id, input: edited },
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

  /** The form's submit: 'Save and add another' or the main button, then the checks, then `save`. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    another.current = submitter?.getAttribute('value') === 'another';
    void form.handleSubmit(save)(event);
  };

  const photoMessage =
    waitingForPhotos && photos.uploading ? 'Please wait until every photo has finished uploading.' : photosError;

  return { onSubmit, pending, formError, photoMessage };
}
