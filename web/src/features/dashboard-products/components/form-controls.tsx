import { AlertCircle, ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

// The product form's fields, drawn like the shop's checkout and account fields: a visible label,
// the shared schema's message under the field, aria-invalid and aria-describedby.

const controlClass = (error: string | undefined) =>
  `w-full rounded-xl border bg-white px-4 text-[15px] text-ink shadow-sm transition outline-none placeholder:text-stone-500 focus:ring-2 ${
    error
      ? 'border-ruby focus:border-ruby focus:ring-ruby/20'
      : 'border-stone-300 hover:border-stone-400 focus:border-gold-500 focus:ring-gold-300/60'
  }`;

interface FrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown after the label: '(optional)', 'grams'. */
  labelNote?: string;
  className?: string;
  children: ReactNode;
}

export const describedBy = (id: string, error: string | undefined, hint: ReactNode) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm text-ruby">
      <AlertCircle size={15} aria-hidden="true" className="mt-0.5 shrink-0" />
      {error}
    </p>
  );
}

function Frame({ id, label, error, hint, labelNote, className, children }: FrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {/* The space keeps 'Weight (grams)' two words for screen readers, not 'Weight(grams)'. */}
        {labelNote ? <span className="font-normal text-ink-soft"> {labelNote}</span> : null}
      </label>
      <div className="relative mt-2">{children}</div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-2 text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

type FieldProps = { id: string; label: string; error?: string | undefined; hint?: ReactNode; labelNote?: string };

export function TextInput({
  id,
  label,
  error,
  hint,
  labelNote,
  className,
  ...input
}: FieldProps & ComponentProps<'input'>) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} labelNote={labelNote} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`h-12 ${controlClass(error)}`}
        {...input}
      />
    </Frame>
  );
}

export function TextArea({
  id,
  label,
  error,
  hint,
  labelNote,
  className,
  ...textarea
}: FieldProps & ComponentProps<'textarea'>) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} labelNote={labelNote} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`block py-3 leading-relaxed ${controlClass(error)}`}
        {...textarea}
      />
    </Frame>
  );
}

export function SelectInput({
  id,
  label,
  error,
  hint,
  labelNote,
  className,
  children,
  ...select
}: FieldProps & ComponentProps<'select'>) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} labelNote={labelNote} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`h-12 appearance-none pr-10 ${controlClass(error)}`}
        {...select}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4.5 -translate-y-1/2 text-gold-600"
      />
    </Frame>
  );
}
