import { useState, type FormEvent } from 'react';
import { store } from '#domain/store/settings.ts';
import type { Product } from '#domain/catalog/product.ts';
import { SelectField, TextField } from '#web/components/ui/form-field.tsx';
import { notify, serverMessage } from '#web/lib/notify.ts';
import { useWriteBranchStock, type BranchStockWrite } from '../api/branch-stock.ts';

type BranchId = keyof Product['branchStock'];
const [MAIN, OTHER] = store.branches;

const toCount = (text: string) => (text.trim() === '' ? 0 : Number(text));

/**
 * The pieces at each branch: set a branch's count after a stock-take, or move pieces from one
 * branch to the other. Each is its own audited write; the product's total is their sum.
 */
export function BranchStockPanel({ product }: { product: Product }) {
  const write = useWriteBranchStock();
  const [counts, setCounts] = useState(() => ({
    louisiana: String(product.branchStock.louisiana),
    houston: String(product.branchStock.houston),
  }));
  const [from, setFrom] = useState<BranchId>(MAIN!.id);
  const [moveCount, setMoveCount] = useState('1');

  function send(event: FormEvent, branchWrite: BranchStockWrite, done: string) {
    event.preventDefault();
    write.mutate(
      { id: product.id, write: branchWrite },
      {
        onSuccess: (saved) => {
          setCounts({ louisiana: String(saved.branchStock.louisiana), houston: String(saved.branchStock.houston) });
          notify.success(done, { description: `${saved.name}: ${saved.stock} in all.` });
        },
        onError: (error) =>
          notify.problem('Stock Not Changed', { description: serverMessage(error, 'Please try again.', 'any') }),
      },
    );
  }

  const to = from === MAIN!.id ? OTHER!.id : MAIN!.id;
  return (
    <section
      aria-labelledby="branch-stock-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-7"
    >
      <h2 id="branch-stock-heading" className="text-2xl font-semibold text-ink">
        Stock at each branch
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {product.stock} in all. Shipped orders take from {MAIN!.name} first.
      </p>
      <form
        aria-label="Set stock at each branch"
        className="mt-5 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) =>
          send(
            event,
            { kind: 'set', counts: { louisiana: toCount(counts.louisiana), houston: toCount(counts.houston) } },
            'Stock Saved',
          )
        }
      >
        {store.branches.map((branch) => (
          <TextField
            key={branch.id}
            id={`branch-stock-${branch.id}`}
            label={branch.name}
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            value={counts[branch.id]}
            onChange={(event) => setCounts({ ...counts, [branch.id]: event.target.value })}
          />
        ))}
        <button type="submit" className="btn-gold h-12" disabled={write.isPending}>
          Save counts
        </button>
      </form>
      <form
        aria-label="Move pieces between branches"
        className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => send(event, { kind: 'move', from, to, count: toCount(moveCount) }, 'Pieces Moved')}
      >
        <SelectField
          id="stock-move-from"
          label={`Move from (to ${store.branches.find((branch) => branch.id === to)!.name})`}
          value={from}
          onChange={(event) => setFrom(event.target.value as BranchId)}
        >
          {store.branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </SelectField>
        <TextField
          id="stock-move-count"
          label="Pieces"
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          value={moveCount}
          onChange={(event) => setMoveCount(event.target.value)}
        />
        <button type="submit" className="btn-outline h-12 border-stone-300 text-ink" disabled={write.isPending}>
          Move
        </button>
      </form>
    </section>
  );
}
