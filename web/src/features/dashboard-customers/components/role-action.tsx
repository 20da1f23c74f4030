import { LoaderCircle } from 'lucide-react';
import { checkRoleChange, type Role } from '#domain/accounts/roles.ts';
import type { Customer } from '#domain/admin/customers.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useUpdateUserRole } from '../api/update-user-role.ts';
import { roleToast } from '../toasts.ts';

/** Who is looking at the table: decides which rows they may change. */
export interface Viewer {
  id: string;
  role: Role;
}

/** Customers become admins, admins become customers; an owner can only be made an admin, by an owner. */
function nextRole(role: Role): Role {
  return role === 'customer' ? 'admin' : role === 'admin' ? 'customer' : 'admin';
}

const ACTION_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Make Admin',
  customer: 'Make Customer',
  owner: 'Make Owner',
};

const CONSEQUENCES: Readonly<Record<Role, string>> = {
  admin: 'They will be able to use the whole dashboard.',
  customer: 'They will lose access to the dashboard.',
  owner: 'They will be able to manage owners.',
};

const noteClass = 'max-w-40 text-xs text-ink-soft';

/** 'Make Admin' or 'Make Customer' after 'Are you sure?', or why this row cannot be changed. */
export function RoleAction({ customer, viewer }: { customer: Customer; viewer: Viewer }) {
  const next = nextRole(customer.role);
  const update = useUpdateUserRole({
    onSuccess: (user) => roleToast.updated(user.role),
    onError: roleToast.failed,
  });

  if (customer.id === viewer.id) return <p className={noteClass}>This is you</p>;
  const refusal = checkRoleChange(viewer, customer, next);
  if (refusal === 'only_owner_manages_owners') return <p className={noteClass}>Only an owner can change an owner</p>;

  const label = ACTION_LABELS[next];
  const pending = update.isPending;
  return (
    <ConfirmDialog
      trigger={
        // Stays mounted while saving, so focus is still here when the row shows its new role.
        <button
          type="button"
          aria-disabled={pending || undefined}
          // Names the row it changes; a visually hidden suffix would read 'Make Admin : Name'.
          aria-label={pending ? undefined : `${label}: ${customer.name}`}
          onClick={(event) => {
            // Radix leaves the dialog shut when the click was prevented.
            if (pending) event.preventDefault();
          }}
          className={`inline-flex h-9 items-center justify-center rounded-full border px-4 text-xs font-semibold tracking-wide whitespace-nowrap uppercase transition ${
            next === 'customer'
              ? 'border-stone-300 text-ink hover:border-ruby hover:text-ruby'
              : 'border-gold-600 text-gold-700 hover:bg-gold-600 hover:text-white'
          }`}
        >
          {pending ? (
            <>
              <LoaderCircle size={14} aria-hidden="true" className="mr-1.5 animate-spin" />
              Saving…
            </>
          ) : (
            label
          )}
        </button>
      }
      title="Are you sure?"
      description={`${customer.name} (${customer.email}) will become ${next === 'admin' ? 'an admin' : 'a customer'}. ${CONSEQUENCES[next]}`}
      confirmLabel={`Yes, ${label.toLowerCase()}`}
      onConfirm={() => update.mutate({ id: customer.id, role: next })}
    />
  );
}
