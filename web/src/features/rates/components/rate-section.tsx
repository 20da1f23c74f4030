import type { BuyRateAnswer } from '#domain/exchange/buy-rates.ts';
import type { MetalPrice, RatePoint } from '#domain/rates/rate.ts';
import { changeBasisPoints } from '#domain/rates/rate-change.ts';
import { formatCents } from '#web/lib/format.ts';
import type { Metal, RateTable } from '#domain/rates/rate-table.ts';
import { formatRateDay, formatRateTime } from '#web/lib/rate-time.ts';
import { KaratTable } from './karat-table.tsx';
import { RateChartFigure } from '#web/components/rate-chart/rate-chart-figure.tsx';
import { RateMove } from './rate-move.tsx';
import { metalLabel } from '#web/lib/catalog-labels.ts';
import { t } from '#web/lib/i18n.ts';

const SWATCHES: Readonly<Record<Metal, string>> = {
  Gold: 'from-gold-300 to-gold-500',
  Silver: 'from-stone-200 to-stone-400',
  Platinum: 'from-slate-100 to-slate-300',
  Diamond: 'from-sky-100 to-cyan-200',
};

const cardClass = 'rounded-3xl bg-white shadow-sm ring-1 ring-gold-100';

/** One metal: today's rate and its 24-hour move, the karat table, and 30 days of history. */
export function RateSection({
  rate,
  rates,
  buyRates,
  points,
}: {
  rate: MetalPrice;
  /** Every rate, the board's included: the karat table's rows. */
  rates: RateTable;
  /** What the shop pays for each purity it buys (GET /api/buy-rates). */
  buyRates: readonly BuyRateAnswer[];
  points: RatePoint[] | undefined;
}) {
  const titleId = `rates-${rate.metal.toLowerCase()}`;
  return (
    <section aria-labelledby={titleId} className={`${cardClass} overflow-hidden`}>
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3 border-b border-gold-100 p-5 sm:p-7">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className={`block size-10 shrink-0 rounded-full bg-gradient-to-br shadow-inner ring-1 ring-black/5 ${SWATCHES[rate.metal]}`}
          />
          <div>
            <h2 id={titleId} className="text-3xl font-semibold text-ink">
              {metalLabel(rate.metal)}
            </h2>
            <p className="text-xs text-ink-soft">
              {t('rates.asOf')} <time dateTime={rate.updatedAt}>{formatRateTime(rate.updatedAt)}</time>
            </p>
          </div>
        </div>
        <div className="text-start sm:text-end">
          <p className="font-serif text-3xl font-semibold text-ink lining-nums tabular-nums">
            {formatCents(rate.pricePerGram)}
            <span className="ms-1.5 font-sans text-sm font-normal text-ink-soft">{t('rates.perGramPure')}</span>
          </p>
          <p className="mt-0.5 text-sm text-ink-soft">
            <RateMove basisPoints={rate.change24h.changeBasisPoints} /> {t('rates.in24Hours')}
            {rate.change24h.changeCents === 0 ? null : (
              <span className="tabular-nums">
                {' '}
                ({rate.change24h.changeCents > 0 ? '+' : '−'}
                {formatCents(Math.abs(rate.change24h.changeCents))})
              </span>
            )}
          </p>
        </div>
      </header>

      <div className="grid lg:grid-cols-2">
        <div className="border-gold-100 lg:border-e">
          <KaratTable metal={rate.metal} rates={rates} buyRates={buyRates} />
        </div>
        <div className="p-5 sm:p-7">
          <h3 className="text-xl font-semibold text-ink">{t('rates.last30Days')}</h3>
          {points && points.length > 1 ? (
            <>
              <RateChartFigure points={points} look="daily" className="mt-3 h-48 sm:h-56" />
              <HistorySummary points={points} />
            </>
          ) : (
            <p className="mt-2 text-sm text-ink-soft">{t('rates.historyUnavailable')}</p>
          )}
        </div>
      </div>
    </section>
  );
}

/** The chart's figures in words: the range and the move over the window. */
function HistorySummary({ points }: { points: RatePoint[] }) {
  const first = points[0]!;
  const last = points.at(-1)!;
  const prices = points.map((point) => point.pricePerGram);
  return (
    <p className="mt-3 text-sm text-ink-soft">
      {t('rates.history.range', { from: formatRateDay(first.at), to: formatRateDay(last.at) })}{' '}
      <span className="font-medium text-ink tabular-nums">{formatCents(Math.min(...prices))}</span>
      {t('rates.history.high')}{' '}
      <span className="font-medium text-ink tabular-nums">{formatCents(Math.max(...prices))}</span>
      {t('rates.history.comma')} <RateMove basisPoints={changeBasisPoints(first.pricePerGram, last.pricePerGram)} />{' '}
      {t('rates.history.overPeriod')}
    </p>
  );
}
