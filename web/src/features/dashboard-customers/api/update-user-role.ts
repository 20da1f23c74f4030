import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '#domain/accounts/roles.ts';
import type { User } from '#domain/accounts/user.ts';
import type { CustomerList } from '#domain/admin/customers.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiSend } from '#web/lib/api-client.ts';

/** PATCH /api/users/:id. The server refuses (403, with its reason) what checkRoleChange refuses. */
export function updateUserRole({ id, role }: { id: string; role: Role }): Promise<User> {
  return apiSend<User>('PATCH', `/users/${encodeURIComponent(id)}`, { role });
}

export function useUpdateUserRole({
  onSuccess,
  onError,
}: { onSuccess?: (user: User) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: (user) => {
      // The row shows its new role at once; then the customers table, the overview's recent
      // users and the audit log are read again.
      queryClient.setQueriesData<CustomerList>({ queryKey: queryKeys.adminCustomers }, (list) =>
        list
          ? { ...list, items: list.items.map((row) => (row.id === user.id ? { ...row, role: user.role } : row)) }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin });
      onSuccess?.(user);
    },
    onError: (error) => {
      // Someone else may have changed this account meanwhile: show what is true now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminCustomers });
      onError?.(error);
    },
  });
}
