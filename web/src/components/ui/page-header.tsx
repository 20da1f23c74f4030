import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The band at the top of a plain page: eyebrow, the page's one h1 and an optional lead. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="border-b border-gold-100 bg-sand/60">
      <div className="container-page py-10 sm:py-14">
        <p className="eyebrow text-gold-700">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-semibold text-ink sm:text-5xl">{title}</h1>
        {children ? <p className="mt-3 max-w-2xl text-base text-ink-soft">{children}</p> : null}
      </div>
    </header>
  );
}
