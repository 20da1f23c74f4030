import type { Product } from '#domain/catalog/product.ts';
import { formatRateTime } from '../rate-time.ts';

/** The time of the rate a piece is priced at, worded for display ('Nov 25, 2026, 10:56 AM CST'); undefined without one. */
export function rateAsOfText(product: Pick<Product, 'rateAsOf'>): string | undefined {
  return product.rateAsOf ? formatRateTime(product.rateAsOf) : undefined;
}

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
        Today’s {product.metal?.toLowerCase()} rate is not set: this price uses a standby rate. Please contact us to
        confirm it.
      </p>
    );
  }
  if (!product.rateAsOf) return null;
  return (
    <p className={`text-xs text-ink-soft ${className}`}>
      Prices at rates as of <time dateTime={product.rateAsOf}>{formatRateTime(product.rateAsOf)}</time>
    </p>
  );
}
