import type { User } from '#domain/accounts/user.ts';
import { RoleBadge } from '#web/components/ui/role-badge.tsx';
import { formatDate } from '#web/lib/format.ts';

/** The five newest accounts, newest first. */
export function RecentUsers({ users }: { users: User[] }) {
  if (users.length === 0) return <p className="text-sm text-ink-soft">No accounts yet.</p>;
  return (
    <ul className="divide-y divide-gold-100">
      {users.map((user) => (
        <li key={user.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-sand font-serif text-lg font-semibold text-gold-700"
          >
            {user.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-2">
              <span className="truncate font-medium text-ink">{user.name}</span>
              <RoleBadge role={user.role} />
            </p>
            <p className="truncate text-sm text-ink-soft">{user.email}</p>
          </div>
          <p className="hidden shrink-0 text-right text-xs text-ink-soft sm:block">
            Joined
            <br />
            <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
