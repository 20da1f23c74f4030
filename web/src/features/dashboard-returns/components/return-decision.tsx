import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ReturnRequest } from '#domain/returns/return-request.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { TextAreaField } from '#web/components/ui/form-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { formatCents } from '#web/lib/format.ts';
import { serverMessage } from '#web/lib/notify.ts';
import { useDecideReturn } from '../api/returns.ts';
import { RETURN_FILTER_LABELS, refundOwed } from '../return-filters.ts';

const STATUS_STYLE: Readonly<Record<ReturnRequest['status'], string>> = {
  requested: 'bg-gold-50 text-gold-700 ring-gold-300',
  approved: 'bg-emerald-50 text-emerald ring-emerald/30',
  refused: 'bg-red-50 text-ruby ring-ruby/30',
};

const SMALL_BUTTON = 'px-4 py-2 text-xs';

/**
 * A return's status cell: its status, then what staff can do. Requested: Approve (after a
 * confirmation: the server works out the refund) or Refuse (with an optional note for the buyer).
 * Approved: what went back, and Retry refund while the card's part is owed. The server's sentence
 * when it refuses the decision (decided meanwhile by someone else).
 */
export function ReturnDecision({ request }: { request: ReturnRequest }) {
  const decide = useDecideReturn();
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The buttons leave once decided: the status, read out, keeps the focus in the row.
  const decidedHere = useRef(false);
  useEffect(() => {
    if (!decidedHere.current) return;
    decidedHere.current = false;
    statusRef.current?.focus();
  }, [request.status, request.refunded]);

  const send = (decision: 'approve' | 'refuse', note?: string, onDone?: () => void) => {
    if (decide.isPending) return;
    decidedHere.current = true;
    decide.mutate(
      { id: request.id, decision, ...(note ? { note } : {}) },
      {
        // The refusal's dialog closes either way: a refusal of the server's shows in the row.
        onSettled: onDone,
        onError: () => {
          decidedHere.current = false;
        },
      },
    );
  };
  const piece = ` the return of ${request.name}, order ${request.orderNumber}`;
  const owed = refundOwed(request);

  return (
    <div className="space-y-2">
      <p ref={statusRef} tabIndex={-1} className="outline-none">
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ${STATUS_STYLE[request.status]}`}
        >
          {RETURN_FILTER_LABELS[request.status]}
        </span>
        {owed ? <span className="ms-2 text-xs font-semibold text-ruby">Refund owed</span> : null}
      </p>
      {request.status === 'approved' ? (
        <p className="text-xs text-ink-soft tabular-nums">
          Card {formatCents(request.refundCents)} · Store credit {formatCents(request.creditCents)}
        </p>
      ) : null}
      {request.status === 'refused' && request.note ? (
        <p className="text-xs break-words whitespace-pre-line text-ink-soft">Note: {request.note}</p>
      ) : null}
      {request.status === 'requested' ? (
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            trigger={
              <button
                type="button"
                aria-disabled={decide.isPending || undefined}
                className={`btn-gold ${SMALL_BUTTON}`}
              >
                Approve<span className="sr-only">{piece}</span>
              </button>
            }
            title="Are you sure?"
            description={`Approve the return of ${request.quantity} × ${request.name} from order ${request.orderNumber}? The piece goes back in stock, and the server works out what is refunded to the card and to the store credit from how the order was paid.`}
            confirmLabel="Yes, approve it"
            onConfirm={() => send('approve')}
          />
          <RefuseDialog
            request={request}
            pending={decide.isPending}
            onRefuse={(note, done) => send('refuse', note, done)}
          />
        </div>
      ) : null}
      {owed ? (
        <button
          type="button"
          aria-disabled={decide.isPending || undefined}
          onClick={() => send('approve')}
          className={`btn-outline ${SMALL_BUTTON} aria-disabled:cursor-wait`}
        >
          {decide.isPending ? 'Retrying…' : 'Retry refund'}
          <span className="sr-only"> for{piece}</span>
        </button>
      ) : null}
      {decide.isError ? (
        <p role="alert" className="text-xs text-ruby">
          {serverMessage(decide.error, 'We could not reach the shop. Please try again.', 'any')}
        </p>
      ) : null}
    </div>
  );
}

/** Refuse, with a note the buyer reads under the piece (optional, up to 500 characters). */
function RefuseDialog({
  request,
  pending,
  onRefuse,
}: {
  request: ReturnRequest;
  pending: boolean;
  onRefuse: (note: string, done: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const noteId = `refuse-note-${request.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (text.length > 500) {
      setProblem('Please keep the note under 500 characters');
      return;
    }
    setProblem(undefined);
    onRefuse(text, () => setOpen(false));
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" aria-disabled={pending || undefined} className={`btn-outline ${SMALL_BUTTON}`}>
          Refuse
          <span className="sr-only">
            {' '}
            the return of {request.name}, order {request.orderNumber}
          </span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/50 motion-safe:data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl ring-1 ring-gold-100 sm:p-8 motion-safe:data-[state=open]:animate-pop-in">
          <Dialog.Title className="font-serif text-3xl font-semibold text-ink">Refuse this return?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-soft">
            {request.quantity} × {request.name} from order {request.orderNumber}. The buyer sees the note under the
            piece in My Orders.
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-6 space-y-5">
            <TextAreaField
              id={noteId}
              label="Note for the buyer"
              labelNote="(optional)"
              hint="Up to 500 characters."
              error={problem}
              rows={4}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close className="btn-outline">Cancel</Dialog.Close>
              <SubmitButton pending={pending} pendingLabel="Refusing…" fullWidth={false}>
                Refuse return
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
