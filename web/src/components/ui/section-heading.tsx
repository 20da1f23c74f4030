import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  align?: 'center' | 'left';
}

export function SectionHeading({ id, eyebrow, title, subtitle, align = 'center' }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {/* gold-700, not the eyebrow utility's gold-600: that is only 4.2-4.4:1 on ivory and sand. */}
      {eyebrow ? <p className="text-xs font-semibold tracking-[0.25em] text-gold-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-4xl leading-tight font-semibold text-ink sm:text-5xl">
        {title}
      </h2>
      <span aria-hidden="true" className={`mt-4 block h-px w-16 bg-gold-400 ${centered ? 'mx-auto' : ''}`} />
      {subtitle ? <p className="mt-4 text-base text-ink-soft">{subtitle}</p> : null}
    </div>
  );
}
