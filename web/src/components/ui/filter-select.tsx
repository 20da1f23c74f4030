import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';

const SIZES = { sm: 'h-10 min-w-0 py-0', md: 'h-11' } as const;

/**
 * The rounded select of a list's toolbar (sort, filter); its label is the caller's, tied by `id`.
 * Form fields use SelectField (form-field.tsx) instead.
 */
export function FilterSelect({
  size = 'md',
  className = '',
  ...props
}: Omit<ComponentProps<'select'>, 'size'> & { size?: keyof typeof SIZES }) {
  return (
    <div className="relative">
      <select
        {...props}
        className={`${SIZES[size]} w-full appearance-none rounded-full border border-stone-300 bg-white ps-4 pe-10 text-sm text-ink shadow-sm transition outline-none focus:border-gold-500 focus:ring-2 focus:ring-gold-300/60 ${className}`.trimEnd()}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-soft"
      />
    </div>
  );
}
