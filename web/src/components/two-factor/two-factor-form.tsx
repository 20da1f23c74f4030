import { KeyRound, Smartphone } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { backupCodeSchema, totpCodeSchema } from '#domain/accounts/security.ts';
import { store } from '#domain/store/settings.ts';
import { TextField } from '#web/components/ui/form-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { t } from '#web/lib/i18n.ts';
import { twoFactorProblem, useCompleteSignIn, useVerifySession, type TwoFactorMethod } from '#web/lib/two-factor.ts';

interface TwoFactorFormProps {
  /** 'sign-in': a password sign-in waiting for its code; 'session': a signed-in session asked for one. */
  purpose: 'sign-in' | 'session';
  onVerified: () => void;
  /** A sign-in whose challenge ran out (ten minutes, or five wrong codes): start again. */
  onExpired?: (message: string) => void;
  submitLabel?: string;
  /** Offer the backup codes too (not while turning two-factor on: the app must prove itself). */
  allowBackup?: boolean;
  /** Put the focus in the field when shown in place of the form that was just sent. */
  focusOnMount?: boolean;
}

/**
 * Asks for the second factor: the 6-digit code of the authenticator app, or a backup code.
 * Problems are said next to the field and announced; the field keeps the focus.
 */
export function TwoFactorForm({
  purpose,
  onVerified,
  onExpired,
  submitLabel,
  allowBackup = true,
  focusOnMount = false,
}: TwoFactorFormProps) {
  const signIn = useCompleteSignIn();
  const session = useVerifySession();
  const verify = purpose === 'sign-in' ? signIn : session;
  const [method, setMethod] = useState<TwoFactorMethod>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const id = `two-factor-${purpose}`;
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (verify.isPending) return;
    const parsed = (method === 'totp' ? totpCodeSchema : backupCodeSchema).safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      input.current?.focus();
      return;
    }
    // Backup codes are handed out as abcde-12345; one typed without the dash is the same code.
    const value =
      method === 'backup' && !parsed.data.includes('-')
        ? `${parsed.data.slice(0, 5)}-${parsed.data.slice(5)}`
        : parsed.data;
    verify.mutate(
      { method, code: value },
      {
        onSuccess: () => onVerified(),
        onError: (failure) => {
          const problem = twoFactorProblem(failure);
          if (problem.expired && onExpired) return onExpired(problem.message);
          setError(problem.message);
          input.current?.select();
        },
      },
    );
  }

  function switchMethod() {
    setMethod((current) => (current === 'totp' ? 'backup' : 'totp'));
    setCode('');
    setError(undefined);
    input.current?.focus();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        ref={input}
        id={id}
        label={method === 'totp' ? t('security.code.totp') : t('security.code.backup')}
        icon={method === 'totp' ? Smartphone : KeyRound}
        describedBy={hintId}
        error={error}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          if (error) setError(undefined);
        }}
        autoComplete="one-time-code"
        inputMode={method === 'totp' ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={method === 'totp' ? 6 : 11}
        placeholder={method === 'totp' ? '123456' : 'abcde-12345'}
        dir="ltr"
      />
      <p id={hintId} className="-mt-2 text-sm text-ink-soft">
        {method === 'totp' ? t('security.code.totpHint', { shop: store.name }) : t('security.code.backupHint')}
      </p>
      <SubmitButton pending={verify.isPending} pendingLabel={t('security.checking')}>
        {submitLabel ?? t('security.verify')}
      </SubmitButton>
      {allowBackup ? (
        <button
          type="button"
          onClick={switchMethod}
          className="mx-auto block rounded text-sm font-medium text-gold-700 underline-offset-4 hover:text-gold-600 hover:underline"
        >
          {method === 'totp' ? t('security.code.useBackup') : t('security.code.useApp')}
        </button>
      ) : null}
    </form>
  );
}
