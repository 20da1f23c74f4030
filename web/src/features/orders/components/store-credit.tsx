import type { StoreCredit } from '#domain/exchange/store-credit.ts';
import { useStoreCredit } from '#web/hooks/use-store-credit.ts';
import { formatCents, formatDate, formatSignedCents } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';
import { isolate } from '#web/lib/store-texts.ts';

type Entry = StoreCredit['entries'][number];

/** Why the credit moved: old gold sold to the shop, spent on an order, or given back from one. */
function entryLabel(entry: Entry): string {
  const number = isolate(entry.orderNumber ?? '');
  if (entry.reason === 'order') return t('orders.storeCredit.reason.order', { number });
  if (entry.reason === 'order_return') return t('orders.storeCredit.reason.orderReturn', { number });
  return t('orders.storeCredit.reason.exchange');
}

/** The customer's store credit on their account page (from selling old gold); nothing until there is some. */
export function StoreCreditPanel() {
  const credit = useStoreCredit();
  if (!credit.data || credit.data.entries.length === 0) return null;
  const { balanceCents, entries } = credit.data;
  return (
    <section aria-labelledby="store-credit" className="mx-auto mb-10 max-w-5xl rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="store-credit" className="text-xl font-semibold text-ink">
        {t('orders.storeCredit.title')}
      </h2>
      <p className="mt-2 text-2xl font-semibold text-ink tabular-nums lining-nums">{formatCents(balanceCents)}</p>
      <p className="mt-1 text-sm text-ink-soft">{t('orders.storeCredit.where')}</p>
      <ul className="mt-4 divide-y divide-gold-100 text-sm">
        {entries.map((entry, index) => (
          <li key={`${entry.createdAt}-${index}`} className="flex justify-between gap-3 py-2">
            <span>
              {entryLabel(entry)}
              <time dateTime={entry.createdAt} className="ms-2 text-ink-soft">
                {formatDate(entry.createdAt)}
              </time>
            </span>
            <span
              className={`shrink-0 font-medium tabular-nums lining-nums ${entry.amountCents > 0 ? 'text-emerald-800' : 'text-ink'}`}
            >
              {formatSignedCents(entry.amountCents)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
