import { Download, ReceiptText } from 'lucide-react';
import type { BillingRecord } from '#domain/admin/billing.ts';
import { formatCents, formatDate, formatTime } from '#web/lib/format.ts';
import { Pager, rangeText } from '#web/components/ui/pager.tsx';
import { SearchField } from '#web/components/ui/search-field.tsx';
import { QueryTable, useStayOnAPage } from '#web/components/ui/query-table.tsx';
import { EmptyMessage, td, th } from '#web/components/ui/table-card.tsx';
import { useListParams } from '#web/hooks/use-list-params.ts';
import { billingCsvHref, useBilling } from '../api/get-billing.ts';

const LIST_DEFAULTS = { q: '' } as const;
const COLUMNS = 6;

/** The search in force, for the page's Download CSV link (the route puts it beside the heading). */
export function useBillingSearch(): string {
  return useListParams(LIST_DEFAULTS).values.q.trim().slice(0, 100);
}

/** 'Download CSV' for the records the current search shows (all pages). */
export function BillingCsvLink({ q }: { q: string }) {
  return (
    <a href={billingCsvHref(q)} download className="btn-outline">
      <Download aria-hidden="true" className="size-4" />
      Download CSV
    </a>
  );
}

/**
 * Billing Detail (/dashboard/userdata): the name, contact, address, items and
 * total given at each checkout, searched and paged by the server, the search and page in the URL.
 */
export function BillingList() {
  const { values, page, update, hrefForPage } = useListParams(LIST_DEFAULTS);
  const q = values.q.trim().slice(0, 100);
  const billing = useBilling({ q, page });
  const data = billing.data;

  useStayOnAPage(billing, page, update);

  const caption =
    'Billing details, newest first' +
    (q ? `, matching “${q}”` : '') +
    (data ? `, page ${data.page} of ${Math.max(1, data.pageCount)}` : '');

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <SearchField
          value={q}
          onSearch={(query) => update({ q: query }, { replace: q !== '' })}
          label="Search billing details"
          placeholder="Name, e-mail, phone, city…"
          className="w-full sm:max-w-md"
        />
        <p aria-live="polite" className="text-sm text-ink-soft sm:pb-3">
          {data ? rangeText(data.page, data.pageSize, data.total, ['record', 'records']) : null}
        </p>
      </div>

      <QueryTable
        query={billing}
        what="the billing details"
        label="Billing details"
        caption={caption}
        columns={COLUMNS}
        head={
          <>
            <th scope="col" className={th}>
              Customer
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              Address
            </th>
            <th scope="col" className={`${th} hidden lg:table-cell`}>
              Items
            </th>
            <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
              Quantity
            </th>
            <th scope="col" className={`${th} text-right`}>
              Total
            </th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>
              Date
            </th>
          </>
        }
        rows={data?.items.map((record) => (
          <BillingRow key={record.id} record={record} />
        ))}
        loadingText="Loading billing details…"
        empty={
          <EmptyMessage icon={<ReceiptText className="size-6" strokeWidth={1.75} />} message="No user data available">
            {q ? <p className="text-sm text-ink-soft">Nothing matches “{q}”.</p> : null}
          </EmptyMessage>
        }
      />

      {data ? <Pager page={data.page} pageCount={data.pageCount} hrefFor={hrefForPage} label="Billing pages" /> : null}
    </>
  );
}

function Address({ record }: { record: BillingRecord }) {
  return (
    <address className="text-sm leading-relaxed not-italic">
      {record.address}
      <br />
      {record.city}, {record.state} {record.zip}
    </address>
  );
}

function Items({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-0.5 text-sm">
      {items.map((item, index) => (
        <li key={`${item}-${index}`}>{item}</li>
      ))}
    </ul>
  );
}

function BillingRow({ record }: { record: BillingRecord }) {
  return (
    <tr className="transition hover:bg-ivory">
      <td className={td}>
        <p className="font-medium">{record.name}</p>
        <p className="text-xs break-all text-ink-soft">
          <a href={`mailto:${record.email}`} className="hover:text-gold-700 hover:underline">
            {record.email}
          </a>
        </p>
        <p className="text-xs text-ink-soft">
          <a href={`tel:${record.phone}`} className="hover:text-gold-700 hover:underline">
            {record.phone}
          </a>
        </p>
        {/* Folded columns on narrow screens. */}
        <div className="mt-2 text-ink-soft md:hidden">
          <Address record={record} />
        </div>
        <div className="mt-2 lg:hidden">
          <Items items={record.items} />
        </div>
        <p className="mt-2 text-xs text-ink-soft sm:hidden">
          <time dateTime={record.date}>{formatDate(record.date)}</time> · Quantity {record.quantity}
        </p>
      </td>
      <td className={`${td} hidden md:table-cell`}>
        <Address record={record} />
      </td>
      <td className={`${td} hidden lg:table-cell`}>
        <Items items={record.items} />
      </td>
      <td className={`${td} hidden text-right tabular-nums sm:table-cell`}>{record.quantity}</td>
      <td className={`${td} text-right font-semibold whitespace-nowrap tabular-nums`}>{formatCents(record.total)}</td>
      <td className={`${td} hidden whitespace-nowrap sm:table-cell`}>
        <time dateTime={record.date}>{formatDate(record.date)}</time>
        <span className="block text-xs text-ink-soft">{formatTime(record.date)}</span>
      </td>
    </tr>
  );
}
