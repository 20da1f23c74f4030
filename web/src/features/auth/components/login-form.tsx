import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n.ts';
import { serverMessage } from '#web/lib/notify.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { useSignIn } from '../api/sign-in.ts';
import { signInSchema } from '../schemas.ts';
import { authToast } from '../toasts.ts';
import { EmailField } from './email-field.tsx';
import { TwoFactorForm } from '#web/components/two-factor/two-factor-form.tsx';

/** `redirectTo`: a same-site path to go to once signed in, instead of the home page. */
export function LoginForm({ redirectTo }: { redirectTo?: string | null }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  // A password sign-in of an account with two-factor on waits for the code before it is a session.
  const [needsCode, setNeedsCode] = useState(false);
  const resetRequest = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    if (signIn.isPending) return;
    signIn.mutate(values, {
      onSuccess: (answer) => {
        if (answer.twoFactorRedirect) return setNeedsCode(true);
        signedIn();
      },
      // One answer for a wrong password and an unknown e-mail; only a rate limit says more.
      onError: (error) => authToast.loginFailed(serverMessage(error, undefined, 429)),
    });
  });

  function signedIn() {
    authToast.loggedIn();
    void navigate(redirectTo ?? paths.home.getHref());
  }

  // 'Forgot password?' works from the e-mail already typed in the form.
  async function forgotPassword() {
    if (resetRequest.isPending) return;
    const email = getValues('email').trim();
    if (!email) {
      authToast.resetEmailMissing();
      setFocus('email');
      return;
    }
    if (!(await trigger('email', { shouldFocus: true }))) return;
    resetRequest.mutate(email, {
      onSuccess: () => authToast.resetSent(),
      onError: (error) => authToast.resetFailed(errorMessage(error)),
    });
  }

  if (needsCode) {
    return (
      <section aria-labelledby="two-factor-title" className="space-y-4">
        <h2 id="two-factor-title" className="font-sans text-lg font-semibold text-ink">
          {t('auth.twoFactor.title')}
        </h2>
        <p className="text-sm text-ink-soft">{t('auth.twoFactor.intro')}</p>
        <TwoFactorForm
          purpose="sign-in"
          focusOnMount
          submitLabel={t('auth.twoFactor.submit')}
          onVerified={signedIn}
          onExpired={(message) => {
            setNeedsCode(false);
            authToast.loginFailed(message);
            requestAnimationFrame(() => setFocus('password'));
          }}
        />
        <button
          type="button"
          onClick={() => {
            setNeedsCode(false);
            requestAnimationFrame(() => setFocus('email'));
          }}
          className="mx-auto block rounded text-sm font-medium text-ink-soft underline-offset-4 hover:text-ink hover:underline"
        >
          {t('auth.twoFactor.otherAccount')}
        </button>
      </section>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <EmailField id="login-email" error={errors.email?.message} {...register('email')} />
      <div>
        <PasswordField
          id="login-password"
          label={t('auth.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="mt-2 flex justify-end">
          <button
            type="button"
            onClick={() => void forgotPassword()}
            aria-disabled={resetRequest.isPending || undefined}
            className="rounded text-sm font-medium text-gold-700 underline-offset-4 transition hover:text-gold-600 hover:underline aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {resetRequest.isPending ? t('auth.login.sendingReset') : t('auth.login.forgot')}
          </button>
        </div>
      </div>
      <SubmitButton pending={signIn.isPending} pendingLabel={t('auth.login.signingIn')}>
        {t('auth.login.submit')}
      </SubmitButton>
    </form>
  );
}
