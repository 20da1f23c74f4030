import { Pin, PinOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminMetal } from '#domain/rates/rate-admin.ts';
import { TextField } from '#web/components/ui/form-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { usePinRate, useUnpinRate } from '../api/rate-guard.ts';
import { rateToast } from '../toasts.ts';

/**
 * Pinning a metal's rate on its card: while pinned, the live feed leaves the rate as the admin set
 * it (until unpinned, or until the time chosen here).
 */
export function PinControl({ metal }: { metal: AdminMetal }) {
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | undefined>();
  const pin = usePinRate({
    onSuccess: (pinned) => {
      setUntil('');
      rateToast.pinned(pinned.metal, pinned.pinnedUntil);
    },
    onError: (problem) => rateToast.feedActionFailed(problem, 'The rate was not pinned'),
  });
  const unpin = useUnpinRate({
    onSuccess: (unpinned) => rateToast.unpinned(unpinned.metal),
    onError: (problem) => rateToast.feedActionFailed(problem, 'The rate was not unpinned'),
  });

  if (metal.pinned) {
    return (
      <div className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-gold-50 px-4 py-3 text-sm ring-1 ring-gold-100">
        <Pin size={16} aria-hidden="true" className="text-gold-700" />
        <p className="flex-1 text-ink">
          Pinned{' '}
          {metal.pinnedUntil ? (
            <>
              until <time dateTime={metal.pinnedUntil}>{formatDateTime(metal.pinnedUntil)}</time>
            </>
          ) : (
            'until you unpin it'
          )}
          {metal.pinnedBy ? ` by ${metal.pinnedBy}` : ''}: the rate feed leaves this rate alone.
        </p>
        <button
          type="button"
          aria-disabled={unpin.isPending || undefined}
          onClick={() => {
            if (!unpin.isPending) unpin.mutate(metal.id);
          }}
          className="btn-outline px-4 py-2 text-xs"
        >
          <PinOff size={14} aria-hidden="true" />
          Unpin<span className="sr-only"> the {metal.metal} rate</span>
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pin.isPending) return;
    // datetime-local is the browser's local time, without a zone: read it as such.
    const chosen = until ? new Date(until) : null;
    if (chosen && !(chosen.getTime() > Date.now())) {
      setError('Choose a time in the future, or leave it empty');
      return;
    }
    setError(undefined);
    pin.mutate({ id: metal.id, until: chosen ? chosen.toISOString() : null });
  };

  return (
    <details className="mt-4 rounded-2xl px-4 py-3 text-sm ring-1 ring-gold-100">
      <summary className="cursor-pointer font-medium text-ink">Pin this rate</summary>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
        <TextField
          id={`pin-until-${metal.id}`}
          label="Until"
          labelNote="(optional)"
          hint="Leave empty to keep it pinned until you unpin it. While pinned, the rate feed does not change it."
          size="sm"
          type="datetime-local"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
          error={error}
          className="min-w-56 flex-1"
        />
        <SubmitButton pending={pin.isPending} pendingLabel="Pinning…" fullWidth={false} className="px-4 py-2 text-xs">
          <Pin size={14} aria-hidden="true" />
          Pin<span className="sr-only"> the {metal.metal} rate</span>
        </SubmitButton>
      </form>
    </details>
  );
}
