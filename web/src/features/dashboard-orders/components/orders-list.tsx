import { ChevronRight, ClipboardList } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ORDER_FILTERS, shortOrderId } from '#domain/admin/admin-orders.ts';
import { formatCents, formatDate, formatTime } from '#web/lib/format.ts';
import type { Order } from '#domain/orders/order.ts';
import { Pager, rangeText } from '#web/components/ui/pager.tsx';
import { SearchField } from '#web/components/ui/search-field.tsx';
import { QueryTable, useStayOnAPage } from '#web/components/ui/query-table.tsx';
import { EmptyMessage, td, th } from '#web/components/ui/table-card.tsx';
import { useListParams } from '#web/hooks/use-list-params.ts';
import { useAdminOrders, type OrderFilter } from '../api/get-admin-orders.ts';
import { OrderDrawer } from './order-drawer.tsx';
import { OrderStatusToggle } from './order-status.tsx';

const LIST_DEFAULTS = { status: 'all', q: '' } as const;
const FILTER_LABELS: Record<OrderFilter, string> = {
  all: 'All',
  pending: 'Pending',
  confirmed: 'Confirmed',
  ready: 'Ready for pick-up',
  collected: 'Collected',
  shipped: 'Shipped',
  delivered: 'Delivered',
};
const COLUMNS = 5;
/** The table shows an order's first two lines, then '+N more', to keep rows one height. */
const LINES_SHOWN = 2;

const readFilter = (raw: string): OrderFilter => ORDER_FILTERS.find((filter) => filter === raw) ?? 'all';

/**
 * Orders: filtered by status, searched by the server, paged, all in the URL.
 * The status pill takes the next step (confirm, mark delivered) after a confirmation; the order's id opens its
 * details in a drawer.
 */
export function OrdersList() {
  const { values, page, update, hrefForPage } = useListParams(LIST_DEFAULTS);
  const status = readFilter(values.status);
  const q = values.q.trim().slice(0, 100);
  const orders = useAdminOrders({ status, q, page });
  const data = orders.data;
  const items = data?.items ?? [];

  const [openId, setOpenId] = useState<string | null>(null);
  // The order as last seen: it stays in the drawer if a refetch drops it from the filtered list.
  const [snapshot, setSnapshot] = useState<Order | null>(null);
  // The row button that opened the drawer, and its order: a refetch (a step taken in the drawer) may
  // render that row again, so focus goes back to the row's button as it is then.
  const opener = useRef<{ orderId: string; button: HTMLElement } | null>(null);
  const shown = openId
    ? (items.find((order) => order.id === openId) ?? (snapshot?.id === openId ? snapshot : null))
    : null;

  // Where focus went back to as the drawer closed. The refetch after a step taken in the drawer can
  // land after the close and drop that row from the filtered list; focus would fall to the page, so
  // it goes to the pressed filter instead.
  const returnedTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const row = returnedTo.current;
    if (openId !== null || !row || row.isConnected) return;
    returnedTo.current = null;
    if (document.activeElement === document.body || document.activeElement === null) pressedFilter()?.focus();
  }, [data, openId]);

  useStayOnAPage(orders, page, update);

  const open = (order: Order, button: HTMLElement) => {
    opener.current = { orderId: order.id, button };
    setSnapshot(order);
    setOpenId(order.id);
  };

  const caption =
    `Orders, ${status === 'all' ? 'all statuses' : status}` +
    (q ? `, matching “${q}”` : '') +
    (data ? `, page ${data.page} of ${Math.max(1, data.pageCount)}` : '');

  return (
    <>
      <div className="mb-5 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <StatusFilter status={status} onChange={(filter) => update({ status: filter })} />
        <SearchField
          value={q}
          onSearch={(query) => update({ q: query }, { replace: q !== '' })}
          label="Search orders"
          placeholder="E-mail, name, item or category…"
          className="w-full lg:max-w-md"
        />
      </div>
      <p aria-live="polite" className="mb-3 min-h-5 text-sm text-ink-soft">
        {data ? rangeText(data.page, data.pageSize, data.total, ['order', 'orders']) : null}
      </p>

      <QueryTable
        query={orders}
        what="the orders"
        label="Orders"
        caption={caption}
        columns={COLUMNS}
        head={<OrdersHead />}
        rows={data?.items.map((order) => (
          <OrderRow key={order.id} order={order} onOpen={open} />
        ))}
        loadingText="Loading orders…"
        empty={
          <EmptyMessage icon={<ClipboardList className="size-6" strokeWidth={1.75} />} message="No orders found">
            {q || status !== 'all' ? (
              <button
                type="button"
                onClick={() => update({ q: '', status: 'all' })}
                className="text-sm font-semibold text-gold-700 underline-offset-4 hover:underline"
              >
                Show all orders
              </button>
            ) : null}
          </EmptyMessage>
        }
      />

      {data ? <Pager page={data.page} pageCount={data.pageCount} hrefFor={hrefForPage} label="Order pages" /> : null}

      <OrderDrawer
        order={shown}
        onClose={() => setOpenId(null)}
        onChanged={setSnapshot}
        onCloseAutoFocus={(event) => {
          // The row's button; or, once the order has left the filtered list (it was shipped while the
          // list shows confirmed orders), the pressed status filter, so focus stays on the list.
          const last = opener.current;
          const row = last?.button.isConnected
            ? last.button
            : last && document.querySelector<HTMLElement>(`button[data-order-id="${last.orderId}"]`);
          const button = row ?? pressedFilter();
          if (button) {
            event.preventDefault();
            button.focus();
            returnedTo.current = row ?? null;
          }
        }}
      />
    </>
  );
}

function pressedFilter(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[aria-labelledby="order-filter-label"] [aria-pressed="true"]');
}

/** All, Pending or Confirmed: one pressed at a time. */
function StatusFilter({ status, onChange }: { status: OrderFilter; onChange: (filter: OrderFilter) => void }) {
  return (
    <div>
      <p id="order-filter-label" className="mb-2 text-sm font-medium text-ink">
        Status
      </p>
      <div
        role="group"
        aria-labelledby="order-filter-label"
        className="inline-flex max-w-full flex-wrap gap-1 rounded-3xl bg-white p-1 shadow-sm ring-1 ring-gold-100"
      >
        {ORDER_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={filter === status}
            onClick={() => onChange(filter)}
            className={`rounded-full px-3 py-2 text-sm font-semibold transition sm:px-5 ${
              filter === status ? 'bg-ink text-ivory shadow-sm' : 'text-ink-soft hover:bg-sand hover:text-ink'
            }`}
          >
            {FILTER_LABELS[filter]}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The table's column headings; the narrow screen folds customer, items and total into the first. */
function OrdersHead() {
  return (
    <>
      <th scope="col" className={th}>
        Order
      </th>
      <th scope="col" className={`${th} hidden md:table-cell`}>
        Customer
      </th>
      <th scope="col" className={`${th} hidden lg:table-cell`}>
        Items
      </th>
      <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
        Total
      </th>
      <th scope="col" className={`${th} text-right sm:text-left`}>
        Status
      </th>
    </>
  );
}

function ItemsSummary({ order }: { order: Order }) {
  const more = order.lines.length - LINES_SHOWN;
  return (
    <ul className="space-y-0.5">
      {order.lines.slice(0, LINES_SHOWN).map((line, index) => (
        <li key={`${line.productId}-${index}`} className="text-sm text-ink">
          <span className="text-ink-soft tabular-nums">{line.quantity} ×</span> {line.name}
          <span className="text-xs text-ink-soft"> · {line.category}</span>
        </li>
      ))}
      {more > 0 ? <li className="text-xs font-semibold text-gold-700">+{more} more</li> : null}
    </ul>
  );
}

function OrderRow({ order, onOpen }: { order: Order; onOpen: (order: Order, button: HTMLElement) => void }) {
  const id = shortOrderId(order.id);
  return (
    <tr className="transition hover:bg-ivory">
      <td className={td}>
        <button
          type="button"
          aria-haspopup="dialog"
          data-order-id={order.id}
          onClick={(event) => onOpen(order, event.currentTarget)}
          className="group inline-flex items-center gap-1 rounded-md font-mono text-sm font-semibold text-gold-700 underline-offset-4 hover:underline"
        >
          <span className="sr-only">View order </span>#{id}
          <ChevronRight aria-hidden="true" className="size-3.5 transition group-hover:translate-x-0.5" />
        </button>
        <p className="text-xs text-ink-soft">{order.number}</p>
        <p className="mt-1 text-xs text-ink-soft">
          <time dateTime={order.createdAt}>
            {formatDate(order.createdAt)}, {formatTime(order.createdAt)}
          </time>
        </p>
        {/* Folded columns on narrow screens. */}
        <div className="mt-2 md:hidden">
          <p className="font-medium text-ink">{order.customer.name}</p>
          <p className="text-xs break-all text-ink-soft">{order.customer.email}</p>
        </div>
        <div className="mt-2 lg:hidden">
          <ItemsSummary order={order} />
        </div>
      </td>
      <td className={`${td} hidden md:table-cell`}>
        <p className="font-medium">{order.customer.name}</p>
        <p className="text-xs break-all text-ink-soft">{order.customer.email}</p>
      </td>
      <td className={`${td} hidden lg:table-cell`}>
        <ItemsSummary order={order} />
      </td>
      <td className={`${td} hidden text-right font-semibold whitespace-nowrap tabular-nums sm:table-cell`}>
        {formatCents(order.total)}
      </td>
      <td className={`${td} text-right sm:text-left`}>
        <OrderStatusToggle order={order} />
        <p className="mt-2 font-semibold whitespace-nowrap tabular-nums sm:hidden">{formatCents(order.total)}</p>
      </td>
    </tr>
  );
}
