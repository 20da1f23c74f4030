export const ROLES = ['customer', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** Admin capabilities belong to admins and owners. */
export function isAdminRole(role: Role): boolean {
  return role === 'admin' || role === 'owner';
}

export type RoleChangeRefusal = 'only_owner_manages_owners' | 'cannot_demote_self' | 'last_owner';

/**
 * Whether `actor` may give `target` the role `next`. Only an owner grants or removes the
 * owner role, nobody removes their own admin rights, and the last owner stays an owner (the
 * shop can never lock itself out). `owners`, the number of owners now, is known to the server;
 * without it the last-owner rule is left to the server.
 */
export function checkRoleChange(
  actor: { id: string; role: Role },
  target: { id: string; role: Role },
  next: Role,
  owners?: number,
): RoleChangeRefusal | null {
  if ((next === 'owner' || target.role === 'owner') && actor.role !== 'owner') return 'only_owner_manages_owners';
  if (actor.id === target.id && isAdminRole(target.role) && !isAdminRole(next)) return 'cannot_demote_self';
  if (target.role === 'owner' && next !== 'owner' && owners !== undefined && owners <= 1) return 'last_owner';
  return null;
}
