import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { PricedPiece } from '#domain/catalog/priced-piece.ts';
import { t } from '#web/lib/i18n.ts';
import { PriceBreakupTable } from './price-breakup-table.tsx';

interface PriceBreakupDisclosureProps {
  piece: PricedPiece;
  /** The piece's name: the button reads 'Price breakup' and is named 'Price breakup: <name>'. */
  itemName: string;
  /** Pieces on the line: above one, the table says it is for one piece. */
  quantity: number;
  /** Open from the start (the confirmation page); closed otherwise. */
  defaultOpen?: boolean;
  ratesAsOf?: string;
  /** A sentence under the table, e.g. on an order: the breakup is the one paid. */
  note?: string;
  className?: string;
}

/**
 * A 'Price breakup' button that shows or hides a line's breakup (a disclosure: a real button with
 * aria-expanded, so Enter and Space work and the state is announced).
 */
export function PriceBreakupDisclosure({
  piece,
  itemName,
  quantity,
  defaultOpen = false,
  ratesAsOf,
  note,
  className = '',
}: PriceBreakupDisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const regionId = useId();
  const notes = [quantity > 1 ? t('breakup.note.onePiece') : null, note ?? null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        // The visible words first (label in name), then which piece: one cart lists several.
        aria-label={t('breakup.caption.of', { name: itemName })}
        onClick={() => setOpen((shown) => !shown)}
        className="inline-flex min-h-9 items-center gap-1 rounded-full py-1 pe-2 text-xs font-semibold text-gold-700 underline-offset-4 transition hover:underline"
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
        {t('breakup.caption')}
      </button>
      <div id={regionId} hidden={!open} className="mt-1">
        {open ? (
          <PriceBreakupTable
            piece={piece}
            size="compact"
            caption={t('breakup.caption.of', { name: itemName })}
            hideCaption
            {...(notes ? { note: notes } : {})}
            {...(ratesAsOf ? { ratesAsOf } : {})}
          />
        ) : null}
      </div>
    </div>
  );
}
