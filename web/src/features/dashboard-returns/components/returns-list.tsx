import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import type { ReturnRequest } from '#domain/returns/return-request.ts';
import { FilterSelect } from '#web/components/ui/filter-select.tsx';
import { Pager, rangeText } from '#web/components/ui/pager.tsx';
import { QueryTable, useStayOnAPage } from '#web/components/ui/query-table.tsx';
import { EmptyMessage, td, th } from '#web/components/ui/table-card.tsx';
import { useListParams } from '#web/hooks/use-list-params.ts';
import { formatDate, formatTime } from '#web/lib/format.ts';
import { RETURNS_PAGE_SIZE, useAdminReturns } from '../api/returns.ts';
import {
  pageCountOf,
  readReturnFilter,
  RETURN_FILTER_LABELS,
  RETURN_FILTERS,
  statusOfFilter,
} from '../return-filters.ts';
import { ReturnDecision } from './return-decision.tsx';

const LIST_DEFAULTS = { status: 'requested' } as const;
const COLUMNS = 6;

/** Returns asked for by buyers, newest first, by status (Requested first), paged; all in the URL. */
export function ReturnsList() {
  const { values, page, update, hrefForPage } = useListParams(LIST_DEFAULTS);
  const filter = readReturnFilter(values.status);
  const returns = useAdminReturns({ status: statusOfFilter(filter), page });
  const data = returns.data;
  const pageCount = data ? pageCountOf(data.total, RETURNS_PAGE_SIZE) : 1;
  useStayOnAPage(
    { data: data && { items: data.items, pageCount }, isPlaceholderData: returns.isPlaceholderData },
    page,
    update,
  );
  const selectId = useId();
  const label = RETURN_FILTER_LABELS[filter].toLowerCase();
  const caption = `Returns, ${filter === 'all' ? 'every status' : label}, page ${Math.min(page, pageCount)} of ${pageCount}`;
  const wide = `${th} hidden md:table-cell`;

  return (
    <>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div className="w-full sm:w-56">
          <label htmlFor={selectId} className="mb-2 block text-sm font-medium text-ink">
            Status
          </label>
          <FilterSelect id={selectId} value={filter} onChange={(event) => update({ status: event.target.value })}>
            {RETURN_FILTERS.map((option) => (
              <option key={option} value={option}>
                {RETURN_FILTER_LABELS[option]}
              </option>
            ))}
          </FilterSelect>
        </div>
        <p aria-live="polite" className="text-sm text-ink-soft sm:pb-3">
          {data ? rangeText(page, RETURNS_PAGE_SIZE, data.total, ['return', 'returns']) : null}
        </p>
      </div>
      <QueryTable
        query={returns}
        what="the returns"
        label="Returns"
        caption={caption}
        columns={COLUMNS}
        head={
          <>
            <th scope="col" className={th}>
              Order
            </th>
            <th scope="col" className={th}>
              Piece
            </th>
            <th scope="col" className={`${wide} text-right`}>
              Qty
            </th>
            <th scope="col" className={wide}>
              Reason
            </th>
            <th scope="col" className={wide}>
              Asked
            </th>
            <th scope="col" className={th}>
              Status
            </th>
          </>
        }
        rows={data?.items.map((request) => (
          <ReturnRow key={request.id} request={request} />
        ))}
        loadingText="Loading returns…"
        empty={
          <EmptyMessage
            icon={<RotateCcw className="size-6" strokeWidth={1.75} />}
            message={filter === 'all' ? 'No returns yet' : `No ${label} returns`}
          >
            {filter !== 'all' ? (
              <button
                type="button"
                onClick={() => update({ status: 'all' })}
                className="text-sm font-semibold text-gold-700 underline-offset-4 hover:underline"
              >
                Show all returns
              </button>
            ) : null}
          </EmptyMessage>
        }
      />
      {data ? <Pager page={page} pageCount={pageCount} hrefFor={hrefForPage} label="Return pages" /> : null}
    </>
  );
}

function ReturnRow({ request }: { request: ReturnRequest }) {
  const wide = `${td} hidden md:table-cell`;
  // The buyer's words as they wrote them (any language): plain text, its own direction.
  const reason = (
    <span dir="auto" className="block break-words whitespace-pre-line">
      {request.reason}
    </span>
  );
  const asked = (
    <>
      <time dateTime={request.requestedAt}>{formatDate(request.requestedAt)}</time>
      <span className="block text-xs text-ink-soft">{formatTime(request.requestedAt)}</span>
    </>
  );
  return (
    <tr className="transition hover:bg-ivory">
      <td className={`${td} font-medium whitespace-nowrap tabular-nums`}>{request.orderNumber}</td>
      <td className={td}>
        <p className="font-medium">{request.name}</p>
        {/* Folded columns on narrow screens. */}
        <div className="mt-1 space-y-1 text-xs text-ink-soft md:hidden">
          <p>Qty {request.quantity}</p>
          {reason}
          <p>Asked {asked}</p>
        </div>
      </td>
      <td className={`${wide} text-right tabular-nums`}>{request.quantity}</td>
      <td className={`${wide} max-w-xs`}>{reason}</td>
      <td className={`${wide} whitespace-nowrap`}>{asked}</td>
      <td className={td}>
        <ReturnDecision request={request} />
      </td>
    </tr>
  );
}
