import type { ReactNode } from 'react';

interface GuideSectionProps {
  /** Its anchor, which the page's contents link to; its heading's id is `${id}-title`. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}

/** One part of the size guide: a named region under its h2, clear of the sticky header when jumped to. */
export function GuideSection({ id, title, className = '', children }: GuideSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-28 ${className}`}>
      <h2 id={`${id}-title`} className="text-3xl font-semibold text-ink sm:text-4xl">
        {title}
      </h2>
      <span aria-hidden="true" className="mt-3 block h-px w-16 bg-gold-400 print:hidden" />
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A sub-heading of a section. */
export function GuideSubheading({ children }: { children: ReactNode }) {
  return <h3 className="text-xl font-semibold text-ink">{children}</h3>;
}
