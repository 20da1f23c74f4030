import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TextField } from '#web/components/ui/form-field.tsx';
import { NewPasswordField } from '#web/components/ui/password-checklist.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n.ts';
import { useSignUp } from '../api/sign-up.ts';
import { registerSchema } from '../schemas.ts';
import { authToast } from '../toasts.ts';
import { EmailField } from './email-field.tsx';

export function RegisterForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(registerSchema), defaultValues: { name: '', email: '', password: '' } });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit((values) => {
    if (signUp.isPending) return;
    signUp.mutate(values, {
      onSuccess: () => {
        authToast.registered();
        void navigate(paths.home.getHref());
      },
      // The reason is the shopper's to fix: e-mail already registered, password too weak, too many tries.
      onError: (error) => authToast.registerFailed(errorMessage(error)),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        id="register-name"
        label={t('auth.register.name')}
        icon={UserRound}
        autoComplete="name"
        placeholder={t('auth.register.namePlaceholder')}
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField id="register-email" error={errors.email?.message} {...register('email')} />
      <NewPasswordField
        id="register-password"
        label={t('auth.password')}
        password={password}
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={signUp.isPending} pendingLabel={t('auth.register.creating')}>
        {t('auth.register.submit')}
      </SubmitButton>
    </form>
  );
}
