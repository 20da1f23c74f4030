export const ROLES = ['customer', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** Admin capabilities belong to admins and owners. */
export function isAdminRole(role: Role): boolean {
  return role === 'admin' || role === 'owner';
}

export type RoleChangeRefusal = 'only_owner_manages_owners' | 'cannot_demote_self';

/**
 * Whether `actor` may give `target` the role `next`. Only an owner grants or removes the
 * owner role, and nobody removes their own admin rights (the shop can never lock itself out).
 */
export function checkRoleChange(
  actor: { id: string; role: Role },
  target: { id: string; role: Role },
  next: Role,
): RoleChangeRefusal | null {
  if ((next === 'owner' || target.role === 'owner') && actor.role !== 'owner') return 'only_owner_manages_owners';
  if (actor.id === target.id && isAdminRole(target.role) && !isAdminRole(next)) return 'cannot_demote_self';
  return null;
}
