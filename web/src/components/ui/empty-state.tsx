import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  /** The spec's exact empty-list text. */
  message: string;
  children?: ReactNode;
}

/** A list with nothing in it yet: an icon, the message and a way onward. */
export function EmptyState({ icon, message, children }: EmptyStateProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl bg-white px-8 py-14 text-center shadow-sm ring-1 ring-gold-100">
      <span
        aria-hidden="true"
        className="flex h-16 w-16 items-center justify-center rounded-full bg-gold-50 text-gold-600"
      >
        {icon}
      </span>
      <p className="mt-6 font-serif text-3xl font-semibold text-ink">{message}</p>
      {children ? <div className="mt-8 flex flex-col items-center gap-4">{children}</div> : null}
    </div>
  );
}
