import type { ReactNode } from 'react';

/** One numbered part of the checkout form: a fieldset whose legend names it for screen readers too. */
export function FormSection({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-8">
      <legend className="float-start mb-6 flex w-full items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gold-50 text-sm font-semibold text-gold-700 ring-1 ring-gold-100"
        >
          {step}
        </span>
        <span className="font-serif text-2xl font-semibold text-ink sm:text-3xl">{title}</span>
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}
