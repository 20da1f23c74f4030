import { Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Customer } from '#domain/admin/customers.ts';
import { formatCents, formatCount, formatDate } from '#web/lib/format.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Pager, rangeText } from '#web/components/ui/pager.tsx';
import { QueryList } from '#web/components/ui/query-table.tsx';
import { RoleBadge } from '#web/components/ui/role-badge.tsx';
import { SearchField } from '#web/components/ui/search-field.tsx';
import { dashboardPaths } from '#web/config/dashboard-paths.ts';
import { useListParams } from '#web/hooks/use-list-params.ts';
import { useCustomers } from '../api/get-customers.ts';
import { RoleAction, type Viewer } from './role-action.tsx';

const LIST_DEFAULTS = { q: '' } as const;
const panelClass = 'rounded-3xl bg-white shadow-sm ring-1 ring-gold-100';

/** Every account with its orders and spending: searchable, paged, and roles changed from here. */
export function Customers({ viewer }: { viewer: Viewer }) {
  const { values, page, update, hrefForPage } = useListParams(LIST_DEFAULTS);
  const q = values.q.trim().slice(0, 100) || undefined;
  const customers = useCustomers({ q, page });
  const list = customers.data;

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SearchField
          label="Search customers"
          placeholder="Name or e-mail"
          value={q ?? ''}
          onSearch={(query) => update({ q: query }, { replace: q !== undefined })}
          className="w-full sm:max-w-sm"
        />
        <p aria-live="polite" className="text-sm text-ink-soft">
          {list ? rangeText(list.page, list.pageSize, list.total, ['account', 'accounts']) : null}
        </p>
      </div>

      <QueryList
        query={customers}
        what="the customers"
        loadingText="Loading customers…"
        skeletonRowClass="h-10"
        className="mt-6"
        isEmpty={(found) => found.items.length === 0}
        empty={
          <EmptyState
            icon={<Users size={28} strokeWidth={1.75} />}
            message={q ? `No accounts match “${q}”` : page > 1 ? 'No more accounts' : 'No accounts yet'}
          >
            {q || page > 1 ? (
              <Link to={dashboardPaths.customers.getHref()} className="btn-outline">
                Show all accounts
              </Link>
            ) : null}
          </EmptyState>
        }
      >
        {(found) => (
          <>
            <CustomersTable customers={found.items} viewer={viewer} />
            <CustomerCards customers={found.items} viewer={viewer} />
            <Pager page={found.page} pageCount={found.pageCount} hrefFor={hrefForPage} label="Customer pages" />
          </>
        )}
      </QueryList>
    </div>
  );
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wider text-ink-soft uppercase';
const td = 'px-4 py-3 align-middle';

/** Wide screens: one row per account. */
function CustomersTable({ customers, viewer }: { customers: Customer[]; viewer: Viewer }) {
  return (
    <div className={`${panelClass} hidden overflow-hidden xl:block`}>
      <table className="w-full text-sm">
        <caption className="sr-only">Customers and admins, with their orders and what they spent</caption>
        <thead className="border-b border-gold-100 bg-sand/50">
          <tr>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              E-mail
            </th>
            <th scope="col" className={th}>
              Role
            </th>
            <th scope="col" className={th}>
              Joined
            </th>
            <th scope="col" className={`${th} text-right`}>
              Orders
            </th>
            <th scope="col" className={`${th} text-right`}>
              Total spent
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Change role</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gold-100">
          {customers.map((customer) => (
            <tr key={customer.id} className="transition hover:bg-gold-50/40">
              <th scope="row" className={`${td} text-left font-medium text-ink`}>
                {customer.name}
              </th>
              <td className={`${td} max-w-64 truncate text-ink-soft`}>{customer.email}</td>
              <td className={td}>
                <RoleBadge role={customer.role} />
              </td>
              <td className={`${td} whitespace-nowrap text-ink-soft`}>
                <time dateTime={customer.createdAt}>{formatDate(customer.createdAt)}</time>
              </td>
              <td className={`${td} text-right tabular-nums`}>{formatCount(customer.orderCount)}</td>
              <td className={`${td} text-right font-medium whitespace-nowrap tabular-nums`}>
                {formatCents(customer.totalSpent)}
              </td>
              <td className={`${td} text-right`}>
                <RoleAction customer={customer} viewer={viewer} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones and tablets: one card per account, the same facts as the table's row. */
function CustomerCards({ customers, viewer }: { customers: Customer[]; viewer: Viewer }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-label="Customers">
      {customers.map((customer) => (
        <li key={customer.id} className={`${panelClass} flex flex-col p-5`}>
          <p className="flex items-start justify-between gap-3">
            <span className="min-w-0 font-medium break-words text-ink">{customer.name}</span>
            <RoleBadge role={customer.role} />
          </p>
          <p className="mt-0.5 text-sm break-all text-ink-soft">{customer.email}</p>
          <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-xs text-ink-soft">Joined</dt>
              <dd className="mt-0.5 text-ink">
                <time dateTime={customer.createdAt}>{formatDate(customer.createdAt)}</time>
              </dd>
            </div>
            <div>
              <dt className="text-xs text-ink-soft">Orders</dt>
              <dd className="mt-0.5 text-ink tabular-nums">{formatCount(customer.orderCount)}</dd>
            </div>
            <div>
              <dt className="text-xs text-ink-soft">Total spent</dt>
              <dd className="mt-0.5 font-medium text-ink tabular-nums">{formatCents(customer.totalSpent)}</dd>
            </div>
          </dl>
          <div className="mt-4 flex justify-end border-t border-gold-100 pt-4">
            <RoleAction customer={customer} viewer={viewer} />
          </div>
        </li>
      ))}
    </ul>
  );
}
