import { t } from '#web/lib/i18n.ts';

/** The head of a table of money lines (a price breakup, an offer for old gold): part and amount. */
export function BreakupHead() {
  return (
    <thead>
      <tr className="border-b border-gold-100 text-[11px] tracking-wider text-ink-soft uppercase">
        <th scope="col" className="py-1.5 pe-3 text-start font-medium">
          {t('breakup.column.part')}
        </th>
        <th scope="col" className="py-1.5 text-end font-medium">
          {t('breakup.column.amount')}
        </th>
      </tr>
    </thead>
  );
}
