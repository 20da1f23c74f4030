import { AlertCircle, Mail, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

type InputFieldProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  icon: LucideIcon;
  error?: string;
  /** Ids of other elements that describe the field, e.g. the password checklist. */
  describedBy?: string;
  /** A control inside the field's right edge (the password's show/hide toggle). */
  trailing?: ReactNode;
};

/** A labelled input whose error is announced with it (aria-invalid, aria-describedby). */
export function InputField({ id, label, icon: Icon, error, describedBy, trailing, ...input }: InputFieldProps) {
  const errorId = `${id}-error`;
  const description = [error ? errorId : null, describedBy].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative mt-2">
        <Icon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-4.5 -translate-y-1/2 text-gold-600"
        />
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={description || undefined}
          className={`h-12 w-full rounded-xl border bg-white pl-11 text-[15px] text-ink shadow-sm transition outline-none placeholder:text-stone-500 focus:ring-2 ${
            trailing ? 'pr-12' : 'pr-4'
          } ${
            error
              ? 'border-ruby focus:border-ruby focus:ring-ruby/20'
              : 'border-stone-300 hover:border-stone-400 focus:border-gold-500 focus:ring-gold-300/60'
          }`}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm text-ruby">
          <AlertCircle size={15} aria-hidden="true" className="mt-0.5 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The e-mail field of the account forms: one place for its keyboard and autofill hints. */
export function EmailField(props: Omit<InputFieldProps, 'label' | 'icon' | 'type'>) {
  return (
    <InputField
      label="Email address"
      icon={Mail}
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      placeholder="you@example.com"
      {...props}
    />
  );
}
