import { Loader2, Lock } from 'lucide-react';
import { formatCents } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';

/**
 * 'Pay $X'. Usable only when the payment is ready and nothing is in progress; otherwise it says
 * so through aria-disabled, which keeps it focusable so a keyboard user does not lose their
 * place when a payment starts or fails (the form ignores a submit it cannot take).
 */
export function PayButton({ total, ready, paying }: { total: number; ready: boolean; paying: boolean }) {
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
      {paying ? t('checkout.processing') : t('checkout.pay', { total: formatCents(total) })}
    </button>
  );
}
