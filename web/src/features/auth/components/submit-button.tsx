import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The form's main button. While busy it stays focusable (aria-disabled, not disabled) so a
 * keyboard user keeps their place; the form ignores repeated submits itself.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      className="btn-gold h-12 w-full aria-disabled:cursor-wait aria-disabled:opacity-80"
    >
      {pending ? <Loader2 size={18} aria-hidden="true" className="animate-spin" /> : null}
      {pending ? pendingLabel : children}
    </button>
  );
}
