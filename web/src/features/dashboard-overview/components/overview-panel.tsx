import type { ReactNode } from 'react';

/** A white card with its own h2, as the overview's lists sit in. */
export function OverviewPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-7">
      <h2 id={id} className="mb-4 text-2xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
