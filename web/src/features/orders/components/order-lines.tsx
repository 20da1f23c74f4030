import { imageSrcSet } from '#domain/catalog/images.ts';
import { formatCents } from '#domain/money.ts';
import type { OrderLine } from '#domain/orders/order.ts';
import { grams } from '../format.ts';

/** What was bought, at the prices charged. */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  return (
    <ul className="divide-y divide-gold-100">
      {lines.map((line) => (
        <li key={line.productId} className="flex items-center gap-4 py-4">
          <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-sand ring-1 ring-gold-100 sm:size-18">
            {line.image ? (
              <img
                src={line.image}
                srcSet={imageSrcSet(line.image)}
                sizes="72px"
                width={72}
                height={72}
                alt=""
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover"
              />
            ) : null}
          </div>
          <div className="min-w-0 flex-1">
            <p className="font-medium text-ink">{line.name}</p>
            <p className="mt-0.5 text-xs text-ink-soft">
              {line.category} · {grams.format(line.weight)} g
            </p>
            <p className="mt-1 text-xs text-ink-soft">
              Qty: {line.quantity} × {formatCents(line.unitPrice)}
            </p>
          </div>
          <p className="shrink-0 font-medium text-ink tabular-nums lining-nums">{formatCents(line.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}
