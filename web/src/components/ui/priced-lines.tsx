import { Package } from 'lucide-react';
import { formatCents, formatGrams } from '#web/lib/format.ts';
import type { ReactNode } from 'react';
import type { LineOptions } from '#domain/options/line-options.ts';
import { LineOptionsSummary } from '#web/components/line-options/line-options.tsx';
import { categoryLabel } from '#web/lib/catalog-labels.ts';
import { t } from '#web/lib/i18n.ts';
import { localized } from '#web/lib/localized-content.ts';
import { ProductThumb } from './product-thumb.tsx';

/** A line as the server priced it: a quote's, or an order's snapshot. */
export interface PricedLine {
  productId: string;
  name: string;
  /** The Arabic name, when the piece has one. */
  nameAr?: string | null;
  category: string;
  weight: number;
  image: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** The size it was made to and its engraving; left out by lines kept before pieces had them. */
  options?: LineOptions | undefined;
}

interface PricedLinesProps<Line extends PricedLine> {
  lines: readonly Line[];
  /** 'compact' for a drawer, 'regular' for a page. */
  size?: 'compact' | 'regular';
  /** The quantity as a badge on the photo too, as a checkout summary shows it. */
  quantityBadge?: boolean;
  /** Shown under a line, across its width: an order line's price breakup (`index`: its place in `lines`). */
  below?: (line: Line, index: number) => ReactNode;
  className?: string;
}

/**
 * Photo, name, category and weight, the size and engraving it was made with, 'Qty: n × unit
 * price' and the line's total, for the
 * checkout's summary, the confirmation, My Orders and the dashboard's order drawer (with what
 * `below` adds under each line: the breakup it was paid at).
 */
export function PricedLines<Line extends PricedLine>({
  lines,
  size = 'regular',
  quantityBadge = false,
  below,
  className = '',
}: PricedLinesProps<Line>) {
  return (
    <ul className={`divide-y divide-gold-100 ${className}`}>
      {lines.map((line, index) => (
        // An order may list a product twice (kept as it was bought): the index keeps keys apart.
        <li key={`${line.productId}-${index}`} className={size === 'compact' ? 'py-3 first:pt-0 last:pb-0' : 'py-4'}>
          <div className="flex gap-4">
            <ProductThumb
              src={line.image}
              size={size === 'compact' ? 56 : 72}
              className={`relative grid shrink-0 place-items-center overflow-hidden rounded-xl bg-sand ring-1 ring-gold-100 ${size === 'compact' ? 'size-14' : 'size-18'}`}
              fallback={<Package aria-hidden="true" className="size-5 text-gold-600" />}
            >
              {quantityBadge ? (
                <span
                  aria-hidden="true"
                  className="absolute end-0 top-0 flex min-w-6 items-center justify-center rounded-es-lg bg-ink px-1.5 py-0.5 text-[11px] font-semibold text-ivory tabular-nums"
                >
                  {line.quantity}
                </span>
              ) : null}
            </ProductThumb>
            <div className="min-w-0 flex-1">
              <LineName line={line} />
              <p className="mt-0.5 text-xs text-ink-soft">
                {categoryLabel(line.category)} · {formatGrams(line.weight)}
              </p>
              <LineOptionsSummary options={line.options} className="mt-1" />
              <p className="mt-1 text-xs text-ink-soft tabular-nums">
                {t('ui.pricedLine.qty', { quantity: line.quantity, price: formatCents(line.unitPrice) })}
              </p>
            </div>
            <p className="shrink-0 font-medium text-ink tabular-nums lining-nums">{formatCents(line.lineTotal)}</p>
          </div>
          {below?.(line, index)}
        </li>
      ))}
    </ul>
  );
}

/** The name in the page's language: the Arabic one when the piece has one, else the English, marked. */
function LineName({ line }: { line: PricedLine }) {
  const name = localized(line.name, line.nameAr);
  return (
    <p lang={name.lang} className="font-medium text-ink">
      {name.text}
    </p>
  );
}
