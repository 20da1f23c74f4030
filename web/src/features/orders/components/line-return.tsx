import { CircleCheck, CircleX, Clock, RotateCcw, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import type { Order, OrderLine } from '#domain/orders/order.ts';
import type { ReturnRequest } from '#domain/returns/return-request.ts';
import { ReturnWindow } from '#web/components/returns/return-window.tsx';
import { formatCents, formatLongDate } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';
import { localized } from '#web/lib/localized-content.ts';
import { approvalMessage, lineReturnState } from '../line-return.ts';
import { ReturnDialog } from './return-dialog.tsx';

const LINE = 'mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm sm:ps-22';

interface LineReturnProps {
  order: Order;
  lineIndex: number;
  line: OrderLine;
  /** The buyer's returns of this order by line; undefined while they load. */
  asked: ReadonlyMap<number, ReturnRequest> | undefined;
}

/**
 * Under a line of My Orders: the window it was sold with until it is handed over; then, while the
 * window is open, until when, and the button that asks to return it; once asked, what became of it.
 */
export function LineReturn({ order, lineIndex, line, asked }: LineReturnProps) {
  const state = lineReturnState(order, lineIndex, asked, new Date());
  const statusRef = useRef<HTMLParagraphElement>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (sending && state.kind === 'asked') statusRef.current?.focus();
  }, [sending, state.kind]);

  if (state.kind === 'closed') return null;
  if (state.kind === 'policy')
    return <ReturnWindow days={line.returnDays} className="mt-1 text-sm text-ink-soft sm:ps-22" />;
  if (state.kind === 'asked') return <ReturnStatus request={state.request} statusRef={statusRef} />;

  const name = localized(line.name, line.nameAr);
  const pieceName = <span lang={name.lang}>{name.text}</span>;
  return (
    <div className={`${LINE} justify-between text-ink-soft`}>
      <span className="inline-flex items-center gap-2">
        <RotateCcw aria-hidden="true" className="size-4 shrink-0 text-gold-600" />
        {t('orders.returns.until', { date: formatLongDate(state.until.toISOString()) })}
      </span>
      <ReturnDialog
        orderId={order.id}
        lineIndex={lineIndex}
        pieceName={pieceName}
        onSending={setSending}
        trigger={
          <button type="button" className="btn-outline px-4 py-2 text-xs">
            {t('orders.returns.ask')}
            {/* Each line has one: the piece's name tells them apart for screen readers. */}
            <span className="sr-only"> ({pieceName})</span>
          </button>
        }
      />
    </div>
  );
}

const STATUS_LOOK: Record<ReturnRequest['status'], { icon: LucideIcon; className: string }> = {
  requested: { icon: Clock, className: 'text-ink-soft' },
  approved: { icon: CircleCheck, className: 'text-emerald' },
  refused: { icon: CircleX, className: 'text-ruby' },
};

/** A return asked for: when, and once decided what goes back (approved) or why not (refused). */
function ReturnStatus({ request, statusRef }: { request: ReturnRequest; statusRef: Ref<HTMLParagraphElement> }) {
  const { icon: Icon, className } = STATUS_LOOK[request.status];
  let text: string;
  if (request.status === 'requested') {
    text = t('orders.returns.asked', { date: formatLongDate(request.requestedAt) });
  } else if (request.status === 'approved') {
    text = t(approvalMessage(request), {
      card: formatCents(request.refundCents),
      credit: formatCents(request.creditCents),
    });
  } else {
    // Staff's note is their own words: isolated (FSI … PDI), its direction is its own.
    text = request.note
      ? t('orders.returns.refusedNote', { note: `\u2068${request.note}\u2069` })
      : t('orders.returns.refused');
  }
  const pending = request.status === 'approved' && !request.refunded && request.refundCents > 0;
  return (
    <p
      ref={statusRef}
      tabIndex={-1}
      className={`mt-1 flex items-start gap-2 text-sm font-medium outline-none sm:ps-22 ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {text}
        {pending ? <span className="block font-normal text-ink-soft">{t('orders.returns.refundPending')}</span> : null}
      </span>
    </p>
  );
}
