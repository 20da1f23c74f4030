import type { Role } from '#domain/accounts/roles.ts';
import { t, type MessageId } from '#web/lib/i18n.ts';

const ROLE_LABEL_IDS: Readonly<Record<Role, MessageId>> = {
  owner: 'ui.role.owner',
  admin: 'ui.role.admin',
  customer: 'ui.role.customer',
};

/** A role's name in the page's language. */
export const roleLabel = (role: Role): string => t(ROLE_LABEL_IDS[role]);

const TONES: Readonly<Record<Role, string>> = {
  owner: 'bg-ink text-gold-300',
  admin: 'bg-gold-100 text-gold-700',
  customer: 'bg-stone-100 text-ink-soft',
};

/** A user's role as a small pill; `tone="dark"` for the ink-coloured sidebar. */
export function RoleBadge({ role, tone = 'light' }: { role: Role; tone?: 'light' | 'dark' }) {
  const colours = tone === 'dark' ? 'bg-gold-400/15 text-gold-300' : TONES[role];
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-[11px] font-semibold tracking-wide uppercase ${colours}`}
    >
      {roleLabel(role)}
    </span>
  );
}
