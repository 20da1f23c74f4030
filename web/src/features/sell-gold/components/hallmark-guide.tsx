import { purityName } from '#domain/catalog/labels.ts';
import type { BuyMetal } from '#domain/exchange/buy-rates.ts';
import { t } from '#web/lib/i18n.ts';

/** The stamps a customer finds on a piece, and the purity each means. */
const HALLMARKS: ReadonlyArray<{ mark: string; metal: BuyMetal; fineness: number }> = [
  { mark: '999 · 24K', metal: 'Gold', fineness: 999 },
  { mark: '916 · 22K', metal: 'Gold', fineness: 916 },
  { mark: '875 · 21K', metal: 'Gold', fineness: 875 },
  { mark: '750 · 18K', metal: 'Gold', fineness: 750 },
  { mark: '585 · 14K', metal: 'Gold', fineness: 585 },
  { mark: '417 · 10K', metal: 'Gold', fineness: 417 },
  { mark: '925', metal: 'Silver', fineness: 925 },
  { mark: '950', metal: 'Platinum', fineness: 950 },
];

/** For a visitor not sure of the purity: how to read the hallmark, and what to do without one. */
export function HallmarkGuide() {
  return (
    <section aria-labelledby="hallmarks-title" className="rounded-2xl bg-sand/60 p-5 ring-1 ring-gold-100 sm:p-6">
      <h2 id="hallmarks-title" className="text-xl font-semibold text-ink">
        {t('exchange.hallmarks.title')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">{t('exchange.hallmarks.intro')}</p>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {HALLMARKS.map(({ mark, metal, fineness }) => (
          <div key={mark} className="flex justify-between gap-3 border-b border-gold-100 py-1">
            <dt className="font-semibold text-ink tabular-nums" dir="ltr">
              {mark}
            </dt>
            <dd className="text-ink-soft">{purityName(metal, fineness, t)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm leading-relaxed text-ink-soft">{t('exchange.hallmarks.none')}</p>
    </section>
  );
}
