import type { Product } from '#domain/catalog/product.ts';
import { formatRateTime } from '#web/lib/rate-time.ts';
import { metalLabel } from '#web/lib/catalog-labels.ts';
import { t } from '#web/lib/i18n.ts';

/**
 * Under a piece's price: 'Prices at rates as of …', or, for a metal whose rate is not set (priced
 * at the documented standby rate), a plain word that the price is not from today's rate. Nothing
 * for a piece without metal.
 */
export function RatesAsOf({
  product,
  className = '',
}: {
  product: Pick<Product, 'metal' | 'rateAsOf' | 'rateIsFallback'>;
  className?: string;
}) {
  if (product.rateIsFallback) {
    return (
      <p className={`text-sm font-medium text-ruby ${className}`}>
        {t('rates.fallback', { metal: metalLabel(product.metal ?? '', 'lower') })}
      </p>
    );
  }
  if (!product.rateAsOf) return null;
  return (
    <p className={`text-xs text-ink-soft ${className}`}>
      {t('rates.pricesAsOf')} <time dateTime={product.rateAsOf}>{formatRateTime(product.rateAsOf)}</time>
    </p>
  );
}
