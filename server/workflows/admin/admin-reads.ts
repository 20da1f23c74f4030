import type { ListUsersQuery } from '#domain/accounts/user.ts';
import type { CustomerList } from '#domain/admin/customers.ts';
import { OVERVIEW_DAYS, type Overview } from '#domain/admin/overview.ts';
import type { WorkflowDeps } from '../workflow-deps.ts';

/** The dashboard's first page: every figure read from the database when asked. */
export async function overview(deps: WorkflowDeps): Promise<Overview> {
  const { services } = deps;
  const rates = await deps.services.rates.rates();
  const [catalogFigures, customers, orderFigures, recentUsers, recentProducts, daily] = await Promise.all([
    services.catalog.figures(),
    services.accounts.countByRole('customer'),
    services.orders.figures(),
    services.accounts.list({ page: 1, pageSize: 5 }),
    services.catalog.adminList({ sort: 'newest', page: 1, pageSize: 5 }, rates),
    services.orders.daily(OVERVIEW_DAYS, deps.now()),
  ]);
  return {
    tiles: {
      products: catalogFigures.products,
      customers,
      orders: orderFigures.orders,
      revenue: orderFigures.revenue,
      pendingOrders: orderFigures.pending,
      outOfStock: catalogFigures.outOfStock,
    },
    recentUsers: recentUsers.items,
    recentProducts: recentProducts.items.map(({ createdAt: _c, updatedAt: _u, ...product }) => product),
    daily,
  };
}

/** Customers and admins with their number of orders and what they spent. */
export async function customers(deps: WorkflowDeps, query: ListUsersQuery): Promise<CustomerList> {
  const list = await deps.services.accounts.list(query);
  const totals = await deps.services.orders.totalsByUser(list.items.map((user) => user.id));
  return {
    ...list,
    items: list.items.map((user) => ({ ...user, ...(totals.get(user.id) ?? { orderCount: 0, totalSpent: 0 }) })),
  };
}
