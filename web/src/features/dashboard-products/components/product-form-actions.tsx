import { Loader2, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProductFormMode } from '../product-form-values.ts';

interface ProductFormActionsProps {
  mode: ProductFormMode;
  pending: boolean;
  /** A refusal no field took, said above the buttons. */
  formError: string | undefined;
  cancel: ReactNode;
}

/** The form's buttons: cancel, 'Save and add another' on the add form, and save. */
export function ProductFormActions({ mode, pending, formError, cancel }: ProductFormActionsProps) {
  return (
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
  );
}
