import { useQuery } from '@tanstack/react-query';
import type { StoreCredit } from '#domain/exchange/store-credit.ts';
import { queryKeys } from '#domain/query-keys.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { formatCents } from '#web/lib/format.ts';
import { currentIntlLocale, t } from '#web/lib/i18n.ts';

/** The customer's store credit on their account page (from selling old gold); nothing until there is some. */
export function StoreCreditPanel() {
  const credit = useQuery({
    queryKey: queryKeys.storeCredit,
    queryFn: ({ signal }) => apiGet<StoreCredit>('/account/store-credit', { signal }),
  });
  if (!credit.data || credit.data.entries.length === 0) return null;
  const { balanceCents, entries } = credit.data;
  const date = new Intl.DateTimeFormat(currentIntlLocale(), { dateStyle: 'medium' });
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
              {t('orders.storeCredit.fromExchange')}
              <span className="ms-2 text-ink-soft">{date.format(new Date(entry.createdAt))}</span>
            </span>
            <span className="tabular-nums lining-nums">{formatCents(entry.amountCents)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
