import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n.ts';

interface PasswordConfirmProps {
  id: string;
  title: string;
  children: ReactNode;
  /** An account made with Google has no password: the change is confirmed by pressing the button. */
  hasPassword: boolean;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: (password: string | undefined, fail: (error: unknown) => void) => void;
  onCancel?: () => void;
}

/** A change to the account's lock, confirmed with its password; a wrong one is said next to the field. */
export function PasswordConfirm({
  id,
  title,
  children,
  hasPassword,
  submitLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCancel,
}: PasswordConfirmProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  // Shown in place of the button that opened it: the focus moves to its first control.
  useEffect(() => form.current?.querySelector<HTMLElement>('input, button[type="submit"]')?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (hasPassword && !password) return setError(t('security.confirm.enterPassword'));
    onConfirm(hasPassword ? password : undefined, (failure) =>
      setError(
        failure instanceof ApiError && /password/i.test(failure.message)
          ? t('security.confirm.wrongPassword')
          : errorMessage(failure),
      ),
    );
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4">
      <h3 id={`${id}-title`} className="font-sans text-base font-semibold text-ink">
        {title}
      </h3>
      <div className="text-sm text-ink-soft">{children}</div>
      {hasPassword ? (
        <PasswordField
          id={`${id}-password`}
          label={t('security.confirm.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
      ) : error ? (
        <p role="alert" className="text-sm text-ruby">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="sm:w-auto sm:min-w-56">
          <SubmitButton pending={pending} pendingLabel={pendingLabel}>
            {submitLabel}
          </SubmitButton>
        </div>
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex h-12 items-center justify-center rounded-full border border-stone-300 px-6 text-sm font-semibold text-ink transition hover:border-gold-500 hover:bg-gold-50"
          >
            {t('ui.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
