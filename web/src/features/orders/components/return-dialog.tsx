import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TextAreaField } from '#web/components/ui/form-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n.ts';
import { useAskReturn } from '../api/returns.ts';
import { reasonProblem } from '../line-return.ts';

interface ReturnDialogProps {
  orderId: string;
  lineIndex: number;
  /** The piece's name as the line shows it (in its own language). */
  pieceName: ReactNode;
  /** The button that opens it; focus goes back to it when the buyer cancels. */
  trigger: ReactNode;
  /**
   * Told true as the return is sent (false if it is refused): once taken, the line shows it and
   * takes the focus, this dialog and its button being gone (their callbacks with them).
   */
  onSending: (sending: boolean) => void;
}

/**
 * Asks to return one line: why (required, up to 500 characters, checked here as the server checks
 * it), then Submit. A Radix dialog: focus stays inside, Escape and Cancel close it.
 */
export function ReturnDialog({ orderId, lineIndex, pieceName, trigger, onSending }: ReturnDialogProps) {
  const ask = useAskReturn(orderId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const sent = useRef(false);
  const id = `return-reason-${orderId}-${lineIndex}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ask.isPending) return;
    const refused = reasonProblem(reason);
    setProblem(refused ? t(refused) : undefined);
    if (refused) {
      reasonRef.current?.focus();
      return;
    }
    sent.current = true;
    onSending(true);
    ask.mutate(
      { lineIndex, reason: reason.trim() },
      {
        onError: () => {
          sent.current = false;
          onSending(false);
        },
      },
    );
  };

  return (
    <Dialog.Root
      onOpenChange={(open) => {
        if (open) return;
        setProblem(undefined);
        ask.reset();
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/50 motion-safe:data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            reasonRef.current?.focus();
          }}
          // Once sent, the line shows the return and takes the focus itself: the button is gone.
          onCloseAutoFocus={(event) => sent.current && event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl ring-1 ring-gold-100 sm:p-8 motion-safe:data-[state=open]:animate-pop-in"
        >
          <Dialog.Title className="font-serif text-3xl font-semibold text-ink">{t('orders.returns.ask')}</Dialog.Title>
          <p className="mt-1 font-medium text-ink">{pieceName}</p>
          <Dialog.Description className="mt-2 text-sm text-ink-soft">
            {t('orders.returns.dialogText')}
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-6 space-y-5">
            <TextAreaField
              ref={reasonRef}
              id={id}
              label={t('orders.returns.reason')}
              hint={t('orders.returns.reasonHint')}
              error={problem}
              aria-required="true"
              rows={5}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            {ask.isError ? (
              <p role="alert" className="text-sm text-ruby">
                {errorMessage(ask.error)}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close className="btn-outline">{t('ui.cancel')}</Dialog.Close>
              <SubmitButton pending={ask.isPending} pendingLabel={t('orders.returns.submitting')} fullWidth={false}>
                {t('orders.returns.submit')}
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
