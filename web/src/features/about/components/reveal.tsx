import type { ElementType, ReactNode } from 'react';
import { useReveal } from '../hooks/use-reveal.ts';

interface RevealProps {
  as?: ElementType;
  /** Stagger for siblings, in ms. */
  delay?: number;
  className?: string;
  children: ReactNode;
}

/**
 * Lifts its content into place as it scrolls into view (see useReveal for when it does not).
 * Only transform is animated, never opacity: content waiting below the fold stays fully visible
 * and readable for full-page screenshots, axe and any reader that never scrolls.
 */
export function Reveal({ as: Tag = 'div', delay = 0, className = '', children }: RevealProps) {
  const ref = useReveal<HTMLElement>();
  return (
    <Tag
      ref={ref}
      style={delay ? { transitionDelay: `${delay}ms` } : undefined}
      className={`transition-transform duration-700 ease-out data-[reveal=waiting]:translate-y-10 ${className}`}
    >
      {children}
    </Tag>
  );
}
