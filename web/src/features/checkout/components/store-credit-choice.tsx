import { Wallet } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Quote } from '#domain/checkout/checkout.ts';
import { MIN_CARD_CHARGE_CENTS } from '#domain/checkout/credit-use.ts';
import { TextField } from '#web/components/ui/form-field.tsx';
import { formatCents } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';
import { creditAmountText, creditKeptBack, parseCreditAmount, type CreditAmount } from '../credit-amount.ts';
import type { CreditChoice } from '../hooks/use-credit-choice.ts';

const AMOUNT_ID = 'checkout-credit-amount';

/** Why a typed amount cannot be used, in the page's language. */
function amountError(result: CreditAmount, balanceCents: number): string | undefined {
  if (result.ok) return undefined;
  if (result.error === 'zero') return t('checkout.credit.error.zero');
  if (result.error === 'overBalance')
    return t('checkout.credit.error.overBalance', { balance: formatCents(balanceCents) });
  return t('checkout.credit.error.format');
}

/**
 * The shopper's store credit, above the checkout form: the balance, "Use my store credit" (on from
 * the start) and how much of it, all by default. Its own small form: Enter in the amount applies
 * it instead of paying. What the server made of it is said under it, once the quote is in.
 */
export function StoreCreditChoice({
  choice,
  quote,
  updating,
}: {
  choice: CreditChoice;
  quote: Quote;
  updating: boolean;
}) {
  const { balanceCents, use, setUse, amountCents, setAmountCents, requestedCents } = choice;
  // What is typed, until it is applied; null shows the amount in use.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const text = draft ?? creditAmountText(amountCents === null ? balanceCents : Math.min(amountCents, balanceCents));

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = parseCreditAmount(text, balanceCents);
    setError(amountError(result, balanceCents));
    if (!result.ok) return;
    setAmountCents(result.cents === balanceCents ? null : result.cents);
    setDraft(null);
  };

  return (
    <section
      aria-labelledby="store-credit-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gold-50 text-gold-700 ring-1 ring-gold-100"
        >
          <Wallet size={16} />
        </span>
        <h2 id="store-credit-title" className="font-serif text-2xl font-semibold text-ink sm:text-3xl">
          {t('checkout.credit.title')}
        </h2>
      </div>
      <p className="mt-4 text-ink-soft">{t('checkout.credit.balance', { amount: formatCents(balanceCents) })}</p>
      <label className="mt-4 flex cursor-pointer items-center gap-3 font-medium text-ink">
        <input
          type="checkbox"
          checked={use}
          onChange={(event) => setUse(event.target.checked)}
          className="size-4.5 shrink-0 accent-gold-700"
        />
        {t('checkout.credit.use')}
      </label>
      {use ? (
        <form noValidate onSubmit={apply} aria-label={t('checkout.credit.amountForm')} className="mt-4 flex gap-3">
          <TextField
            id={AMOUNT_ID}
            label={t('checkout.credit.amount')}
            prefix="$"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={text}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(undefined);
            }}
            hint={t('checkout.credit.amountHint', { balance: formatCents(balanceCents) })}
            error={error}
            className="min-w-0 flex-1 sm:max-w-xs"
            inputClassName="tabular-nums"
          />
          <button type="submit" className="btn-outline mt-7 h-12 shrink-0">
            {t('checkout.credit.apply')}
          </button>
        </form>
      ) : null}
      <p role="status" className="mt-4 text-sm text-ink empty:mt-0">
        {updating ? null : <CreditOutcome quote={quote} requestedCents={requestedCents} balanceCents={balanceCents} />}
      </p>
    </section>
  );
}

/** What the quote made of the credit asked for: how much goes to the order, and any kept back. */
function CreditOutcome({
  quote,
  requestedCents,
  balanceCents,
}: {
  quote: Quote;
  requestedCents: number | null;
  balanceCents: number;
}) {
  if (requestedCents === null) return null;
  const kept = creditKeptBack(requestedCents, balanceCents, quote);
  const keptNote = kept
    ? t('checkout.credit.keptBack', { kept: formatCents(kept), minimum: formatCents(MIN_CARD_CHARGE_CENTS) })
    : null;
  if (quote.credit > 0 && quote.charge === 0) return <>{t('checkout.credit.coversAll')}</>;
  if (quote.credit === 0) return <>{keptNote}</>;
  return (
    <>
      {t('checkout.credit.applied', { amount: formatCents(quote.credit) })}
      {keptNote ? ` ${keptNote}` : null}
    </>
  );
}
