import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { CountBadge } from '#web/components/ui/count-badge.tsx';
import { t } from '#web/lib/i18n.ts';

interface HeaderIconLinkProps extends Omit<ComponentProps<typeof Link>, 'to' | 'children' | 'className'> {
  to: string;
  /** Accessible name; with a count it becomes e.g. "Cart, 0 items". */
  label: string;
  count?: number;
  className?: string;
  children: ReactNode;
}

export function HeaderIconLink({ to, label, count, className = '', children, ...rest }: HeaderIconLinkProps) {
  const name = count === undefined ? label : t('shell.iconLink.withCount', { label, count });
  return (
    <Link
      {...rest}
      to={to}
      aria-label={name}
      title={label}
      className={`relative flex h-10 w-10 items-center justify-center rounded-full text-ink transition hover:bg-sand hover:text-gold-700 ${className}`}
    >
      {children}
      {count === undefined ? null : <CountBadge count={count} />}
    </Link>
  );
}
