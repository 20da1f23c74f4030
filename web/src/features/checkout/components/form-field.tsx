import { AlertCircle, ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

// The checkout's fields look and announce themselves like the account forms' (auth feature):
// a visible label, the schema's message under the field, aria-invalid and aria-describedby.

const controlClass = (error: string | undefined, readOnly = false) =>
  `h-12 w-full rounded-xl border px-4 text-[15px] transition ${readOnly ? 'bg-sand/60 text-ink-soft' : 'bg-white text-ink shadow-sm'} outline-none placeholder:text-stone-500 focus:ring-2 ${
    error
      ? 'border-ruby focus:border-ruby focus:ring-ruby/20'
      : 'border-stone-300 hover:border-stone-400 focus:border-gold-500 focus:ring-gold-300/60'
  }`;

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

function FieldFrame({ id, label, error, hint, className, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative mt-2">{children}</div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-2 text-xs text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-2 flex items-start gap-1.5 text-sm text-ruby">
          <AlertCircle size={15} aria-hidden="true" className="mt-0.5 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error: string | undefined, hint: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

type TextFieldProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
};

export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(error, Boolean(input.readOnly))}
        {...input}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = ComponentProps<'select'> & {
  id: string;
  label: string;
  error?: string | undefined;
  className?: string;
};

export function SelectField({ id, label, error, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, undefined)}
        className={`${controlClass(error)} appearance-none pr-10`}
        {...select}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4.5 -translate-y-1/2 text-gold-600"
      />
    </FieldFrame>
  );
}
