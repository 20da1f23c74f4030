import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '#web/lib/i18n.ts';

interface ConfirmDialogProps {
  /** The button that asks; it gets the dialog's open state and focus back when the dialog closes. */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
}

/**
 * A yes/no question before something that cannot be undone (Radix AlertDialog: focus stays inside,
 * Escape and Cancel say no, and the safe answer has the focus first).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink/50 motion-safe:data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 text-center shadow-2xl ring-1 ring-gold-100 sm:p-8 motion-safe:data-[state=open]:animate-pop-in">
          <span
            aria-hidden="true"
            className="mx-auto flex size-14 items-center justify-center rounded-full bg-ruby/10 text-ruby"
          >
            <TriangleAlert className="size-7" strokeWidth={1.75} />
          </span>
          <AlertDialog.Title className="mt-4 font-serif text-3xl font-semibold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-soft">{description}</AlertDialog.Description>
          <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <AlertDialog.Cancel className="inline-flex items-center justify-center rounded-full border border-stone-300 px-6 py-3 text-sm font-semibold text-ink transition hover:border-gold-500 hover:bg-gold-50">
              {cancelLabel ?? t('ui.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className="inline-flex items-center justify-center rounded-full bg-ruby px-6 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-ruby/90"
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
