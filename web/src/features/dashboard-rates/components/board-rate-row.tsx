import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { karatRates } from '#domain/rates/karat-rates.ts';
import { boardRateOf, type Metal, type RateTable } from '#domain/rates/rate-table.ts';
import { formatRate, rateToDollars } from '#domain/rates/rate-units.ts';
import { formatCents } from '#web/lib/format.ts';
import { TextField } from '#web/components/ui/form-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { showRefusedFields } from '#web/lib/form-errors.ts';
import { useChangeBoardRate } from '../api/board-rates.ts';
import { dollarRateField } from '../api/update-rate.ts';
import { rateToast } from '../toasts.ts';

const boardFormSchema = z.object({ price: dollarRateField });

type KaratRow = ReturnType<typeof karatRates>[number];

/** One purity: its rate per gram, whether the board sets it, and the board rate's own form. */
export function BoardRateRow({ metal, rates, row }: { metal: Metal; rates: RateTable; row: KaratRow }) {
  const [editing, setEditing] = useState(false);
  const board = boardRateOf(rates, metal, row.purity.fineness);
  const name = `${metal} ${row.purity.short}`;
  const change = useChangeBoardRate({
    onSuccess: ({ rate }) => {
      if (rate === null) rateToast.boardCleared(name);
      else rateToast.boardSaved(name);
      setEditing(false);
    },
    onError: (error) => rateToast.updateFailed(error),
  });
  return (
    <div className="rounded-xl bg-sand/60 px-3 py-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="flex-1 text-xs text-ink-soft">
          {row.purity.label}
          {board ? (
            <span className="ms-2 rounded-full bg-gold-100 px-2 py-0.5 font-semibold text-gold-700">Board</span>
          ) : null}
        </span>
        <span className="font-semibold text-ink tabular-nums">
          {board ? formatRate(board.perGram) : formatCents(row.perGram)}
        </span>
        <button type="button" className="btn-outline px-3 py-1 text-xs" onClick={() => setEditing(!editing)}>
          {editing ? 'Close' : 'Set'}
          <span className="sr-only"> the {name} board rate</span>
        </button>
        {board ? (
          <button
            type="button"
            className="btn-outline px-3 py-1 text-xs"
            disabled={change.isPending}
            onClick={() => change.mutate({ metal, fineness: row.purity.fineness, rate: null })}
          >
            Clear<span className="sr-only"> the {name} board rate</span>
          </button>
        ) : null}
      </div>
      {editing ? (
        <BoardRateForm
          id={`board-${metal}-${row.purity.fineness}`.replace('.', '-')}
          name={name}
          initial={board ? rateToDollars(board.perGram) : ''}
          pending={change.isPending}
          onSave={(rate, setError) =>
            change.mutate({ metal, fineness: row.purity.fineness, rate }, { onError: (error) => setError(error) })
          }
        />
      ) : null}
    </div>
  );
}

interface BoardRateFormProps {
  id: string;
  name: string;
  initial: string;
  pending: boolean;
  onSave: (rate: number, setError: (error: Error) => void) => void;
}

function BoardRateForm({ id, name, initial, pending, onSave }: BoardRateFormProps) {
  const form = useForm({ resolver: zodResolver(boardFormSchema), defaultValues: { price: initial } });
  const save = ({ price }: z.output<typeof boardFormSchema>) => {
    if (pending) return;
    onSave(price, (error) =>
      showRefusedFields(error, form.setError, (field) =>
        field === 'pricePerGramHundredthCents' ? 'price' : undefined,
      ),
    );
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(save)} aria-label={`${name} board rate`} className="mt-2">
      <TextField
        id={id}
        label={`${name} per gram (US dollars)`}
        size="sm"
        prefix="$"
        inputClassName="tabular-nums"
        type="number"
        inputMode="decimal"
        step="0.0001"
        min="0.0001"
        max="100000"
        autoComplete="off"
        hint={<>The shop&rsquo;s own rate for this purity, up to four decimals: it prices every such piece at once.</>}
        error={form.formState.errors.price?.message}
        {...form.register('price')}
      />
      <div className="mt-2">
        <SubmitButton pending={pending} pendingLabel="Saving…" fullWidth={false}>
          Save board rate
        </SubmitButton>
      </div>
    </form>
  );
}
