import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { NewPasswordField } from '#web/components/ui/password-checklist.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n.ts';
import { newPasswordSchema } from '#web/lib/password-schemas.ts';
import { useResetPassword } from '../api/password-reset.ts';
import { authToast } from '../toasts.ts';

/** The server answers an expired or used reset token with a 400 that names the token. */
function isTokenProblem(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && /token/i.test(error.message);
}

export function NewPasswordForm({ token, onTokenRejected }: { token: string; onTokenRejected: () => void }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirm: '' } });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(({ password: newPassword }) => {
    if (resetPassword.isPending) return;
    resetPassword.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          authToast.passwordChanged();
          void navigate(paths.login.getHref(), { replace: true });
        },
        onError: (error) => {
          if (isTokenProblem(error)) onTokenRejected();
          else authToast.passwordChangeFailed(errorMessage(error));
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <NewPasswordField
        id="new-password"
        label={t('auth.reset.newPassword')}
        password={password}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        id="confirm-password"
        label={t('auth.reset.confirm')}
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <SubmitButton pending={resetPassword.isPending} pendingLabel={t('auth.reset.saving')}>
        {t('auth.reset.submit')}
      </SubmitButton>
    </form>
  );
}
