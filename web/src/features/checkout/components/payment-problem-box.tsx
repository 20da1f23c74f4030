import { AlertCircle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCents } from '#web/lib/format.ts';
import { paths } from '#web/config/paths.ts';
import { t, translateIfKnown } from '#web/lib/i18n.ts';
import type { Quote } from '#domain/checkout/checkout.ts';
import type { PaymentProblem } from '../payment-problem.ts';

/** The figures a problem's box shows from the new quote: its total, and the card's part of it. */
type NewQuote = Pick<Quote, 'total' | 'charge'>;

/**
 * What went wrong with the last press of Pay, above the button. A card refusal is the provider's
 * own sentence in a red box; new prices are shown with the new total, and a changed store credit
 * with what the card pays now, each with a request to pay again.
 */
export function PaymentProblemBox({ problem, newQuote }: { problem: PaymentProblem; newQuote: NewQuote | null }) {
  if (problem.kind === 'repriced') {
    return (
      <AgainBox
        title={t('checkout.problem.repriced')}
        message={problem.message}
        figure={newQuote ? { label: t('checkout.problem.newTotal'), cents: newQuote.total } : null}
        footer={t('checkout.problem.payAgain')}
      />
    );
  }
  if (problem.kind === 'creditChanged') {
    return (
      <AgainBox
        title={t('checkout.problem.creditChanged')}
        message={problem.message}
        figure={newQuote ? { label: t('ui.totals.toPayByCard'), cents: newQuote.charge } : null}
        footer={t('checkout.problem.payAgainCredit')}
      />
    );
  }
  return (
    <Alert title={problem.kind === 'failed' && problem.title ? translateIfKnown(problem.title) : undefined}>
      <p>{translateIfKnown(problem.message)}</p>
      {problem.kind === 'failed' && problem.code === 'out_of_stock' ? (
        <p className="mt-2">
          <Link to={paths.cart.getHref()} className="font-semibold underline underline-offset-4">
            {t('checkout.reviewCart')}
          </Link>
        </p>
      ) : null}
    </Alert>
  );
}

/** Nothing was charged and the figures changed: the new one, and a request to pay again. */
function AgainBox({
  title,
  message,
  figure,
  footer,
}: {
  title: string;
  message: string;
  figure: { label: string; cents: number } | null;
  footer: string;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-gold-300 bg-gold-50 px-5 py-4 text-sm text-ink">
      <p className="flex items-center gap-2 font-semibold">
        <RefreshCw size={16} aria-hidden="true" className="shrink-0 text-gold-700" />
        {title}
      </p>
      <p className="mt-1.5 text-ink-soft">{translateIfKnown(message)}</p>
      {figure ? (
        <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
          <span className="text-ink-soft">{figure.label}</span>
          <span className="font-serif text-2xl font-semibold tabular-nums lining-nums">
            {formatCents(figure.cents)}
          </span>
        </p>
      ) : null}
      <p className="mt-2 font-medium">{footer}</p>
    </div>
  );
}

/** A red box announced as soon as it appears. */
export function Alert({ title, children }: { title?: string | undefined; children: ReactNode }) {
  return (
    <div role="alert" className="flex gap-3 rounded-2xl border border-ruby/30 bg-red-50 px-5 py-4 text-sm text-ruby">
      <AlertCircle size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
      <div>
        {title ? <p className="mb-1 font-semibold">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
