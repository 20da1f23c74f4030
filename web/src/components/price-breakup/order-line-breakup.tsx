import type { OrderLine } from '#domain/orders/order.ts';
import { t } from '#web/lib/i18n.ts';
import { localized } from '#web/lib/localized-content.ts';
import { PriceBreakupDisclosure } from './price-breakup-disclosure.tsx';

interface OrderLineBreakupProps {
  line: Pick<OrderLine, 'name' | 'nameAr' | 'quantity' | 'breakup'>;
  /** Open from the start (the confirmation page); behind its button otherwise. */
  defaultOpen?: boolean;
  /** 'compact' in the dashboard's drawer, 'regular' on a page. */
  size?: 'compact' | 'regular';
}

/**
 * The breakup an order line was paid at, frozen when it was quoted: never today's prices. An
 * order placed before breakups were kept shows nothing more than its unit price, as it did.
 */
export function OrderLineBreakup({ line, defaultOpen = false, size = 'regular' }: OrderLineBreakupProps) {
  if (!line.breakup) return null;
  return (
    <PriceBreakupDisclosure
      piece={line.breakup}
      itemName={localized(line.name, line.nameAr).text}
      quantity={line.quantity}
      defaultOpen={defaultOpen}
      note={t('breakup.note.asPaid')}
      className={size === 'compact' ? 'mt-1' : 'mt-2 sm:ps-22'}
    />
  );
}
