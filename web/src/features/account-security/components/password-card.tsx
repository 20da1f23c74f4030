import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField } from '#web/components/ui/form-field.tsx';
import { NewPasswordField } from '#web/components/ui/password-checklist.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n.ts';
import { useChangePassword } from '../api/change-password.ts';
import { changePasswordSchema } from '../schemas.ts';
import { securityToast } from '../toasts.ts';

/**
 * The field a refusal is about, and what to say there. Better Auth answers a wrong current
 * password with 400 'Invalid password', and a new one it will not take with a 400 that starts with
 * 'Password' (too short, too long, the shop's policy). Anything else (too many attempts, a second
 * factor first, the connection) is about the form as a whole: undefined.
 */
function refusal(error: unknown): { field: 'currentPassword' | 'password'; message: string } | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  if (/^invalid password\b/i.test(error.message)) {
    return { field: 'currentPassword', message: t('security.confirm.wrongPassword') };
  }
  // In English: the field's message shows the catalogue's sentence for it.
  if (/^password\b/i.test(error.message)) return { field: 'password', message: error.message };
  return undefined;
}

/**
 * The account's password: changed with the current one, or, for an account made with Google
 * (which has none), how to set one.
 */
export function PasswordCard({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  return (
    <section
      aria-labelledby="password-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-8"
    >
      <h2 id="password-title" className="text-3xl font-semibold text-ink">
        {t('security.password.title')}
      </h2>
      {hasPassword ? (
        <>
          <p className="mt-2 max-w-2xl text-ink-soft">{t('security.password.intro')}</p>
          <div className="mt-6">
            <ChangePasswordForm email={email} />
          </div>
        </>
      ) : (
        <div className="mt-2 max-w-2xl space-y-3 text-ink-soft">
          <p>{t('security.password.google')}</p>
          <p>{t('security.password.googleHow')}</p>
          <p>
            <Link
              to={paths.login.getHref()}
              className="rounded font-medium text-gold-700 underline underline-offset-4 hover:text-gold-600"
            >
              {t('security.password.googleLink')}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}

function ChangePasswordForm({ email }: { email: string }) {
  const change = useChangePassword();
  const [problem, setProblem] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirm: '', signOutOthers: false },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(({ currentPassword, password: newPassword, signOutOthers }) => {
    if (change.isPending) return;
    setProblem(undefined);
    change.mutate(
      { currentPassword, newPassword, revokeOtherSessions: signOutOthers },
      {
        onSuccess: () => {
          securityToast.passwordChanged(signOutOthers);
          reset();
        },
        onError: (error) => {
          const refused = refusal(error);
          if (!refused) return setProblem(errorMessage(error));
          // The field takes the focus, so its message (aria-describedby) is read out.
          setError(refused.field, { message: refused.message }, { shouldFocus: true });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
      {/* Tells a password manager whose password this is, so it updates the right entry. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        id="current-password"
        label={t('security.password.current')}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordField
        id="new-password"
        label={t('security.password.new')}
        password={password}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        id="confirm-new-password"
        label={t('security.password.confirm')}
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <CheckboxField
        id="sign-out-others"
        label={t('security.password.signOutOthers')}
        hint={t('security.password.signOutOthersHint')}
        {...register('signOutOthers')}
      />
      {problem ? (
        <p role="alert" className="flex items-start gap-1.5 text-sm text-ruby">
          <AlertCircle size={15} aria-hidden="true" className="mt-0.5 shrink-0" />
          {problem}
        </p>
      ) : null}
      <div className="sm:w-auto sm:max-w-xs">
        <SubmitButton pending={change.isPending} pendingLabel={t('security.password.saving')}>
          {t('security.password.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
