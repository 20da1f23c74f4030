import { RotateCcw } from 'lucide-react';
import type { ReturnDays } from '#domain/returns/return-policy.ts';
import { t } from '#web/lib/i18n.ts';

/**
 * Whether a piece can be returned, and within how many days of handover: on its page, and on each
 * line of an order as the product said when it was bought. `undefined`: a line that never kept it.
 */
export function ReturnWindow({ days, className }: { days: ReturnDays | undefined; className?: string }) {
  if (days === undefined) return null;
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ''}`}>
      <RotateCcw aria-hidden="true" className="size-4 shrink-0 text-gold-600" />
      {days === null ? t('product.finalSale') : t('product.returns', { days })}
    </span>
  );
}
