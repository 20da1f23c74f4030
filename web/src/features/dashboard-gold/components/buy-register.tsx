import { Download, Scale } from 'lucide-react';
import { PHOTO_ID_LABELS, SETTLEMENT_LABELS, type RegisterEntry } from '#domain/exchange/gold-purchase.ts';
import { Pager, rangeText } from '#web/components/ui/pager.tsx';
import { QueryTable, useStayOnAPage } from '#web/components/ui/query-table.tsx';
import { SearchField } from '#web/components/ui/search-field.tsx';
import { EmptyMessage, td, th } from '#web/components/ui/table-card.tsx';
import { useListParams } from '#web/hooks/use-list-params.ts';
import { formatCents, formatDate, formatTime } from '#web/lib/format.ts';
import { buyRegisterCsvHref, useBuyRegister } from '../api/buy-register.ts';

const LIST_DEFAULTS = { q: '' } as const;

export function useRegisterSearch(): string {
  return useListParams(LIST_DEFAULTS).values.q.trim().slice(0, 100);
}

export function RegisterCsvLink({ q }: { q: string }) {
  return (
    <a href={buyRegisterCsvHref(q)} download className="btn-outline">
      <Download aria-hidden="true" className="size-4" />
      Download CSV
    </a>
  );
}

/** The buy register: what a precious-metal dealer keeps of each purchase, searched and paged by the server. */
export function BuyRegister() {
  const { values, page, update, hrefForPage } = useListParams(LIST_DEFAULTS);
  const q = values.q.trim().slice(0, 100);
  const register = useBuyRegister({ q, page });
  const data = register.data;
  useStayOnAPage(register, page, update);
  const caption =
    'Old metal bought, newest first' +
    (q ? `, matching “${q}”` : '') +
    (data ? `, page ${data.page} of ${Math.max(1, data.pageCount)}` : '');
  const headings = ['Seller', 'Photo ID', 'Description', 'Weight and purity', 'Price', 'Settlement'];
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <SearchField
          value={q}
          onSearch={(query) => update({ q: query }, { replace: q !== '' })}
          label="Search the buy register"
          placeholder="Seller, e-mail, ID number, description…"
          className="w-full sm:max-w-md"
        />
        <p aria-live="polite" className="text-sm text-ink-soft sm:pb-3">
          {data ? rangeText(data.page, data.pageSize, data.total, ['purchase', 'purchases']) : null}
        </p>
      </div>
      <QueryTable
        query={register}
        what="the buy register"
        label="Buy register"
        caption={caption}
        columns={headings.length + 1}
        head={
          <>
            <th scope="col" className={th}>
              Date
            </th>
            {headings.map((heading, index) => (
              <th key={heading} scope="col" className={`${th} ${index === 0 ? '' : 'hidden md:table-cell'}`}>
                {heading}
              </th>
            ))}
          </>
        }
        rows={data?.items.map((entry) => (
          <RegisterRow key={entry.id} entry={entry} />
        ))}
        loadingText="Loading the buy register…"
        empty={
          <EmptyMessage icon={<Scale className="size-6" strokeWidth={1.75} />} message="No old metal bought yet">
            {q ? <p className="text-sm text-ink-soft">Nothing matches “{q}”.</p> : null}
          </EmptyMessage>
        }
      />
      {data ? <Pager page={data.page} pageCount={data.pageCount} hrefFor={hrefForPage} label="Register pages" /> : null}
    </>
  );
}

function RegisterRow({ entry }: { entry: RegisterEntry }) {
  const photoId = `${PHOTO_ID_LABELS[entry.idType]} ${entry.idNumber}`;
  const metal = `${entry.grams} g ${entry.metal} ${entry.fineness}`;
  const price = formatCents(entry.offerCents);
  const settlement =
    SETTLEMENT_LABELS[entry.settlement] + (entry.settlementReference ? ` (${entry.settlementReference})` : '');
  const wide = `${td} hidden md:table-cell`;
  return (
    <tr className="transition hover:bg-ivory">
      <td className={`${td} whitespace-nowrap`}>
        <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
        <span className="block text-xs text-ink-soft">{formatTime(entry.createdAt)}</span>
      </td>
      <td className={td}>
        <p className="font-medium">{entry.sellerName}</p>
        {entry.sellerEmail ? <p className="text-xs break-all text-ink-soft">{entry.sellerEmail}</p> : null}
        {/* Folded columns on narrow screens. */}
        <p className="mt-2 text-xs text-ink-soft md:hidden">
          {photoId} · {metal} · {price} · {settlement}
        </p>
      </td>
      <td className={wide}>{photoId}</td>
      <td className={wide}>{entry.description}</td>
      <td className={`${wide} whitespace-nowrap tabular-nums`}>{metal}</td>
      <td className={`${wide} text-right font-semibold tabular-nums`}>{price}</td>
      <td className={wide}>
        {settlement}
        <span className="block text-xs text-ink-soft">
          {entry.rateBasis === 'held' ? 'Held online rate' : "Today's rate"}
        </span>
      </td>
    </tr>
  );
}
