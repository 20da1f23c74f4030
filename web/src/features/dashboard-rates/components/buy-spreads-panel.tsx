import { useState, type FormEvent } from 'react';
import {
  BUY_FINENESSES,
  BUY_METALS,
  buyPurityName,
  MAX_SPREAD_BASIS_POINTS,
  type BuyMetal,
  type BuyRateAnswer,
  type BuySpreadAnswer,
} from '#domain/exchange/buy-rates.ts';
import { parseScaledDecimal } from '#domain/money.ts';
import { percentNumber } from '#domain/i18n/percent.ts';
import { formatCents } from '#web/lib/format.ts';
import { notify, serverMessage } from '#web/lib/notify.ts';
import { useBuyRates } from '#web/hooks/use-buy-rates.ts';
import { useBuySpreads, useSetBuySpread } from '../api/buy-spreads.ts';

/** '4', '2.5' → basis points; undefined for anything else or past the limit. */
function basisPointsOf(text: string): number | undefined {
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text.trim())) return undefined;
  const basisPoints = parseScaledDecimal(text.trim(), 2);
  return basisPoints <= MAX_SPREAD_BASIS_POINTS ? basisPoints : undefined;
}

/** The Metal Price page's Buy rates panel: each metal's spread below the sell rate, and any purity's own. */
export function BuySpreadsPanel() {
  const spreads = useBuySpreads();
  const buyRates = useBuyRates();
  return (
    <section aria-labelledby="buy-spreads-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gold-100">
      <h2 id="buy-spreads-title" className="text-xl font-semibold text-ink">
        Buy rates (old gold)
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        How far below its sell rate the shop buys each metal, in percent. A purity may have its own spread; the others
        follow their metal. While a metal’s rate is under review, the shop quotes no buy price (“ask in store”).
      </p>
      {spreads.data ? (
        <div className="mt-4 grid gap-4 lg:grid-cols-3">
          {BUY_METALS.map((metal) => (
            <MetalSpreads key={metal} metal={metal} spreads={spreads.data} buyRates={buyRates.data ?? []} />
          ))}
        </div>
      ) : (
        <p className="mt-4 text-sm text-ink-soft">
          {spreads.isError ? 'The spreads could not be loaded.' : 'Loading…'}
        </p>
      )}
    </section>
  );
}

function MetalSpreads({
  metal,
  spreads,
  buyRates,
}: {
  metal: BuyMetal;
  spreads: readonly BuySpreadAnswer[];
  buyRates: readonly BuyRateAnswer[];
}) {
  const own = (fineness: number | null) =>
    spreads.find((spread) => spread.metal === metal && spread.fineness === fineness);
  return (
    <div className="rounded-xl bg-sand/60 p-3">
      <SpreadForm metal={metal} fineness={null} spread={own(null)} />
      <ul className="mt-2 space-y-1.5">
        {BUY_FINENESSES[metal].map((fineness) => {
          const rate = buyRates.find((entry) => entry.metal === metal && entry.fineness === fineness);
          return (
            <li key={fineness} className="rounded-lg bg-white px-2 py-1.5">
              <SpreadForm metal={metal} fineness={fineness} spread={own(fineness)} />
              {rate ? (
                <p className="mt-0.5 text-xs text-ink-soft tabular-nums">
                  Sell {formatCents(rate.sellRatePerGramCents)}/g · buy{' '}
                  {rate.buyRatePerGramCents === null ? 'ask in store' : `${formatCents(rate.buyRatePerGramCents)}/g`}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function SpreadForm({
  metal,
  fineness,
  spread,
}: {
  metal: BuyMetal;
  fineness: number | null;
  spread: BuySpreadAnswer | undefined;
}) {
  const name = buyPurityName(metal, fineness);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const save = useSetBuySpread({
    onSuccess: () => {
      setText('');
      notify.success(`${name} buy spread saved`);
    },
    onError: (error) => notify.problem('Something went wrong', { description: serverMessage(error) }),
  });
  const id = `spread-${metal}-${fineness ?? 'all'}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const basisPoints = basisPointsOf(text);
    setProblem(basisPoints === undefined ? `A percentage from 0 to ${MAX_SPREAD_BASIS_POINTS / 100}` : undefined);
    if (basisPoints !== undefined) save.mutate({ metal, fineness, basisPoints });
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <label
        htmlFor={id}
        className={`flex-1 text-sm ${fineness === null ? 'font-semibold text-ink' : 'text-ink-soft'}`}
      >
        {name}{' '}
        <span className="font-normal">
          {spread ? `${percentNumber(spread.basisPoints)}%` : fineness === null ? 'none' : 'follows metal'}
        </span>
      </label>
      <input
        id={id}
        inputMode="decimal"
        placeholder="%"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className="h-9 w-16 rounded-lg border border-stone-300 bg-white px-2 text-sm"
      />
      <button type="submit" disabled={save.isPending} className="btn-outline h-9 px-3 text-sm">
        Set
      </button>
      {fineness !== null && spread ? (
        <button
          type="button"
          disabled={save.isPending}
          onClick={() => save.mutate({ metal, fineness, basisPoints: null })}
          className="h-9 px-2 text-sm text-gold-700 underline"
        >
          Clear
        </button>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="w-full text-xs text-ruby">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
