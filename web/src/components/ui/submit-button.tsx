import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A form's main button. While busy it stays focusable (aria-disabled, not disabled) so a
 * keyboard user keeps their place; the form ignores repeated submits itself.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  fullWidth = true,
  className,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  /** The account forms' tall full-width button; false: the button's own size. */
  fullWidth?: boolean;
  /** Its place and size where it is not full width. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      className={[
        'btn-gold',
        fullWidth && 'h-12 w-full',
        className,
        'aria-disabled:cursor-wait aria-disabled:opacity-80',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {pending ? <LoaderCircle size={18} aria-hidden="true" className="animate-spin" /> : null}
      {pending ? pendingLabel : children}
    </button>
  );
}
