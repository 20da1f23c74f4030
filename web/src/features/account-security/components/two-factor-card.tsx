import { ShieldAlert, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import type { AccountSecurity } from '#domain/accounts/security.ts';
import { TwoFactorForm } from '#web/components/two-factor/two-factor-form.tsx';
import { t } from '#web/lib/i18n.ts';
import { useNewBackupCodes, useTurnOffTwoFactor } from '../api/two-factor-settings.ts';
import { securityToast } from '../toasts.ts';
import { BackupCodes } from './backup-codes.tsx';
import { PasswordConfirm } from './password-confirm.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

type Open = 'none' | 'setup' | 'turn-off' | 'new-codes';

/** Two-factor sign-in: whether it is on, turning it on and off, and new backup codes. */
export function TwoFactorCard({ security }: { security: AccountSecurity }) {
  const [open, setOpen] = useState<Open>('none');
  const [freshCodes, setFreshCodes] = useState<string[]>();
  const turnOff = useTurnOffTwoFactor();
  const newCodes = useNewBackupCodes();
  const close = () => setOpen('none');
  const { twoFactorEnabled: on, secondFactorPassed, hasPassword } = security;

  let body;
  if (open === 'setup') {
    body = <TwoFactorSetup hasPassword={hasPassword} onFinished={close} onCancel={close} />;
  } else if (freshCodes) {
    body = <BackupCodes codes={freshCodes} onDone={() => setFreshCodes(undefined)} />;
  } else if (!on) {
    body = (
      <button type="button" onClick={() => setOpen('setup')} className="btn-gold">
        <ShieldCheck size={16} aria-hidden="true" />
        {t('security.twoFactor.turnOnButton')}
      </button>
    );
  } else if (!secondFactorPassed) {
    body = (
      <div className="max-w-sm space-y-3">
        <p className="text-sm text-ink-soft">{t('security.twoFactor.notPassed')}</p>
        <TwoFactorForm purpose="session" submitLabel={t('security.verify')} onVerified={() => undefined} />
      </div>
    );
  } else if (open === 'turn-off') {
    body = (
      <PasswordConfirm
        id="two-factor-off"
        title={t('security.twoFactor.offTitle')}
        hasPassword={hasPassword}
        submitLabel={t('security.twoFactor.turnOff')}
        pendingLabel={t('security.twoFactor.turningOff')}
        pending={turnOff.isPending}
        onCancel={close}
        onConfirm={(password, fail) =>
          turnOff.mutate(password, {
            onSuccess: () => {
              securityToast.twoFactorOff();
              close();
            },
            onError: fail,
          })
        }
      >
        {t('security.twoFactor.offText')}
      </PasswordConfirm>
    );
  } else if (open === 'new-codes') {
    body = (
      <PasswordConfirm
        id="two-factor-codes"
        title={t('security.twoFactor.newCodesTitle')}
        hasPassword={hasPassword}
        submitLabel={t('security.twoFactor.makeCodes')}
        pendingLabel={t('security.twoFactor.makingCodes')}
        pending={newCodes.isPending}
        onCancel={close}
        onConfirm={(password, fail) =>
          newCodes.mutate(password, {
            onSuccess: ({ backupCodes }) => {
              setFreshCodes(backupCodes);
              close();
            },
            onError: fail,
          })
        }
      >
        {t('security.twoFactor.newCodesText')}
      </PasswordConfirm>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={() => setOpen('new-codes')} className="btn-outline">
          {t('security.twoFactor.newCodesButton')}
        </button>
        <button
          type="button"
          onClick={() => setOpen('turn-off')}
          className="inline-flex items-center justify-center gap-2 rounded-full border border-ruby/40 px-6 py-3 text-sm font-semibold tracking-wide text-ruby uppercase transition hover:bg-ruby hover:text-white"
        >
          <ShieldOff size={16} aria-hidden="true" />
          {t('security.twoFactor.turnOff')}
        </button>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="two-factor-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="two-factor-title" className="me-auto text-3xl font-semibold text-ink">
          {t('auth.twoFactor.title')}
        </h2>
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${
            on ? 'bg-emerald/10 text-emerald' : 'bg-stone-100 text-ink-soft'
          }`}
        >
          {on ? <ShieldCheck size={15} aria-hidden="true" /> : <ShieldOff size={15} aria-hidden="true" />}
          {on ? t('security.twoFactor.on') : t('security.twoFactor.off')}
        </span>
      </div>
      <p className="mt-2 max-w-2xl text-ink-soft">{t('security.twoFactor.intro')}</p>
      {security.adminAccess === 'second_factor_setup_required' ? (
        <p className="mt-4 flex items-start gap-2 rounded-2xl bg-gold-50 px-4 py-3 text-sm text-ink ring-1 ring-gold-100">
          <ShieldAlert size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-gold-700" />
          {t('security.twoFactor.adminRequired')}
        </p>
      ) : null}
      <div className="mt-6">{body}</div>
    </section>
  );
}
