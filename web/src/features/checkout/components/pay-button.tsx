import { Loader2, Lock } from 'lucide-react';
import type { Quote } from '#domain/checkout/checkout.ts';
import { formatCents } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';

/** What the button does: pay the total, pay the card's part of it, or spend the credit alone. */
function payLabel({ total, credit, charge }: Pick<Quote, 'total' | 'credit' | 'charge'>): string {
  if (credit === 0) return t('checkout.pay', { total: formatCents(total) });
  if (charge === 0) return t('checkout.payWithCredit');
  return t('checkout.payByCard', { amount: formatCents(charge) });
}

/**
 * 'Pay $X' ('Pay $Y by card' when store credit pays the rest). Usable only when the payment is ready and nothing is in progress; otherwise it says
 * so through aria-disabled, which keeps it focusable so a keyboard user does not lose their
 * place when a payment starts or fails (the form ignores a submit it cannot take).
 */
export function PayButton({
  quote,
  ready,
  paying,
}: {
  quote: Pick<Quote, 'total' | 'credit' | 'charge'>;
  ready: boolean;
  paying: boolean;
}) {
  const unavailable = paying || !ready;
  return (
    <button
      type="submit"
      aria-disabled={unavailable || undefined}
      className={`btn-gold h-14 w-full text-base select-none ${
        paying ? 'cursor-wait opacity-90' : unavailable ? 'cursor-not-allowed bg-stone-500 hover:bg-stone-500' : ''
      }`}
    >
      {paying ? (
        <Loader2 size={18} aria-hidden="true" className="animate-spin" />
      ) : (
        <Lock size={16} aria-hidden="true" />
      )}
      {paying ? t('checkout.processing') : payLabel(quote)}
    </button>
  );
}
