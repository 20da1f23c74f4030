import { ShieldAlert, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import type { AccountSecurity } from '#domain/accounts/security.ts';
import { SecondFactorForm } from '#web/components/second-factor/second-factor-form.tsx';
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
        Turn On Two-Factor Sign-In
      </button>
    );
  } else if (!secondFactorPassed) {
    body = (
      <div className="max-w-sm space-y-3">
        <p className="text-sm text-ink-soft">
          This session has not passed two-factor sign-in yet (after signing in with Google, for example). Enter a code
          to change these settings, end your other sessions or use the dashboard.
        </p>
        <SecondFactorForm purpose="session" submitLabel="Verify" onVerified={() => undefined} />
      </div>
    );
  } else if (open === 'turn-off') {
    body = (
      <PasswordConfirm
        id="two-factor-off"
        title="Turn off two-factor sign-in"
        hasPassword={hasPassword}
        submitLabel="Turn Off"
        pendingLabel="Turning off…"
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
        Signing in will need only your password again, and your backup codes stop working.
      </PasswordConfirm>
    );
  } else if (open === 'new-codes') {
    body = (
      <PasswordConfirm
        id="two-factor-codes"
        title="New backup codes"
        hasPassword={hasPassword}
        submitLabel="Make New Codes"
        pendingLabel="Making codes…"
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
        Ten new codes replace the ones you have: the old ones stop working.
      </PasswordConfirm>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={() => setOpen('new-codes')} className="btn-outline">
          New Backup Codes
        </button>
        <button
          type="button"
          onClick={() => setOpen('turn-off')}
          className="inline-flex items-center justify-center gap-2 rounded-full border border-ruby/40 px-6 py-3 text-sm font-semibold tracking-wide text-ruby uppercase transition hover:bg-ruby hover:text-white"
        >
          <ShieldOff size={16} aria-hidden="true" />
          Turn Off
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
        <h2 id="two-factor-title" className="mr-auto text-3xl font-semibold text-ink">
          Two-factor sign-in
        </h2>
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${
            on ? 'bg-emerald/10 text-emerald' : 'bg-stone-100 text-ink-soft'
          }`}
        >
          {on ? <ShieldCheck size={15} aria-hidden="true" /> : <ShieldOff size={15} aria-hidden="true" />}
          {on ? 'On' : 'Off'}
        </span>
      </div>
      <p className="mt-2 max-w-2xl text-ink-soft">
        A second lock on your account: signing in with your password also asks for a code from an authenticator app on
        your phone, and the dashboard asks for one in any session that has not passed it.
      </p>
      {security.adminAccess === 'second_factor_setup_required' ? (
        <p className="mt-4 flex items-start gap-2 rounded-2xl bg-gold-50 px-4 py-3 text-sm text-ink ring-1 ring-gold-100">
          <ShieldAlert size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-gold-700" />
          This shop asks every admin to use two-factor sign-in: the dashboard opens once it is on.
        </p>
      ) : null}
      <div className="mt-6">{body}</div>
    </section>
  );
}
