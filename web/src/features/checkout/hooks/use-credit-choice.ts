import { useState } from 'react';
import type { Cents } from '#domain/money.ts';
import { useStoreCredit } from '#web/hooks/use-store-credit.ts';

export interface CreditChoice {
  /** The balance is known (or could not be had: the checkout goes on without credit). */
  settled: boolean;
  balanceCents: Cents;
  /** "Use my store credit": on from the start, as a shopper holding some expects. */
  use: boolean;
  setUse: (use: boolean) => void;
  /** The amount the shopper chose; null: all of the balance, whatever it is now. */
  amountCents: Cents | null;
  setAmountCents: (cents: Cents | null) => void;
  /** What the quote asks to spend: null for none. Never above the balance, which may have fallen. */
  requestedCents: Cents | null;
}

/** The shopper's store credit at checkout and how much of it to spend. */
export function useCreditChoice(): CreditChoice {
  const storeCredit = useStoreCredit();
  const [use, setUse] = useState(true);
  const [amountCents, setAmountCents] = useState<Cents | null>(null);
  const balanceCents = storeCredit.data?.balanceCents ?? 0;
  const requestedCents = use && balanceCents > 0 ? Math.min(amountCents ?? balanceCents, balanceCents) : null;
  return {
    settled: !storeCredit.isPending,
    balanceCents,
    use,
    setUse,
    amountCents,
    setAmountCents,
    requestedCents,
  };
}
