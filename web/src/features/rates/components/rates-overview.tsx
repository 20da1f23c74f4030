import { Link } from 'react-router';
import { METALS } from '#domain/rates/rate-table.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { paths } from '#web/config/paths.ts';
import { rateTableOf } from '#domain/rates/board-rates.ts';
import { useBuyRates } from '#web/hooks/use-buy-rates.ts';
import { useBoardRates, useRates } from '../api/get-rates.ts';
import { useRateHistory } from '../api/get-rate-history.ts';
import { RateSection } from './rate-section.tsx';
import { metalLabel } from '#web/lib/catalog-labels.ts';
import { t } from '#web/lib/i18n.ts';

/**
 * The metals a jeweller publishes a rate for. Diamond keeps its per-gram rate in the API and the
 * header's ticker (the spec's four metals), but no piece is priced by it: diamonds are priced by
 * the carat, stone by stone, so this page lists no per-gram diamond rate.
 */
const PUBLISHED_METALS = METALS.filter((metal) => metal !== 'Diamond');

/** Every published metal's rates, in the shop's order (gold first); a metal without a rate says so. */
export function RatesOverview() {
  const metals = useRates();
  const board = useBoardRates();
  const buyRates = useBuyRates();
  const history = useRateHistory();

  if (!metals.data) {
    return metals.isError ? (
      <LoadError what={t('rates.loadError')} onRetry={() => void metals.refetch()} retrying={metals.isFetching} />
    ) : (
      <div role="status" className="space-y-6">
        <span className="sr-only">{t('rates.loading')}</span>
        {PUBLISHED_METALS.map((metal) => (
          <div
            key={metal}
            aria-hidden="true"
            className="h-80 animate-pulse rounded-3xl bg-white ring-1 ring-gold-100"
          />
        ))}
      </div>
    );
  }

  const series = new Map(history.data?.metals.map((entry) => [entry.metal, entry.points]));
  // Until the board loads, the karat table shows fineness × pure (the server prices by the board).
  const rates = rateTableOf(metals.data, board.data ?? []);
  return (
    <div className="space-y-8">
      {PUBLISHED_METALS.map((metal) => {
        const rate = metals.data.find((candidate) => candidate.metal === metal);
        if (!rate) {
          return (
            <section
              key={metal}
              aria-labelledby={`rates-${metal.toLowerCase()}`}
              className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-7"
            >
              <h2 id={`rates-${metal.toLowerCase()}`} className="text-3xl font-semibold text-ink">
                {metalLabel(metal)}
              </h2>
              <p className="mt-2 text-sm text-ink-soft">
                {t('rates.unavailable.before', { metal: metalLabel(metal, 'lower') })}{' '}
                <Link to={paths.contact.getHref()} className="font-medium text-gold-700 underline underline-offset-4">
                  {t('rates.unavailable.link')}
                </Link>{' '}
                {t('rates.unavailable.after')}
              </p>
            </section>
          );
        }
        return (
          <RateSection
            key={metal}
            rate={rate}
            rates={rates}
            buyRates={buyRates.data ?? []}
            points={series.get(metal)}
          />
        );
      })}
      <p className="text-center text-sm leading-relaxed text-ink-soft">{t('rates.diamondsByCarat')}</p>
    </div>
  );
}
