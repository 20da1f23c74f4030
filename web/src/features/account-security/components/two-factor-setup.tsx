import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useId, useRef, useState } from 'react';
import { store } from '#domain/store/settings.ts';
import { TwoFactorForm } from '#web/components/two-factor/two-factor-form.tsx';
import { t } from '#web/lib/i18n.ts';
import { useStartTwoFactor, type TwoFactorSetup as Setup } from '../api/two-factor-settings.ts';
import { securityToast } from '../toasts.ts';
import { BackupCodes } from './backup-codes.tsx';
import { PasswordConfirm } from './password-confirm.tsx';

/** The key inside the authenticator URI, in groups of four for typing by hand. */
function typedKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * Turning two-factor on: the password, then the authenticator's key (QR code and text) and its
 * first code, then the backup codes, shown once. Not in force until the first code is verified.
 */
export function TwoFactorSetup({
  hasPassword,
  onFinished,
  onCancel,
}: {
  hasPassword: boolean;
  onFinished: () => void;
  onCancel: () => void;
}) {
  const start = useStartTwoFactor();
  const [setup, setSetup] = useState<Setup>();
  const [verified, setVerified] = useState(false);
  const scanId = useId();
  const keyId = useId();
  const scanHeading = useRef<HTMLHeadingElement>(null);
  // The password form gives way to the key: the reader is taken to its step.
  useEffect(() => {
    if (setup) scanHeading.current?.focus();
  }, [setup]);

  if (!setup) {
    return (
      <PasswordConfirm
        id="two-factor-start"
        title={t('security.setup.step1')}
        hasPassword={hasPassword}
        submitLabel={t('security.setup.continue')}
        pendingLabel={t('security.checking')}
        pending={start.isPending}
        onCancel={onCancel}
        onConfirm={(password, fail) => start.mutate(password, { onSuccess: setSetup, onError: fail })}
      >
        {hasPassword ? t('security.setup.enterPassword') : t('security.setup.google')}
      </PasswordConfirm>
    );
  }

  if (verified) {
    return (
      <BackupCodes
        codes={setup.backupCodes}
        onDone={() => {
          securityToast.twoFactorOn();
          onFinished();
        }}
      />
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <h3 ref={scanHeading} id={scanId} tabIndex={-1} className="font-sans text-base font-semibold text-ink">
          {t('security.setup.step2', { shop: store.name })}
        </h3>
        <p className="mt-1 text-sm text-ink-soft">{t('security.setup.scan')}</p>
      </div>
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <div className="shrink-0 rounded-2xl bg-white p-3 ring-1 ring-gold-100">
          <QRCodeSVG
            value={setup.totpURI}
            size={176}
            marginSize={2}
            role="img"
            aria-label={t('security.setup.qr', { shop: store.name })}
          />
        </div>
        <div className="min-w-0 text-sm text-ink-soft">
          <p id={keyId}>{t('security.setup.cantScan')}</p>
          <p
            aria-labelledby={keyId}
            data-testid="totp-key"
            dir="ltr"
            className="mt-2 rounded-lg bg-sand/70 px-3 py-2 font-mono text-[15px] break-all text-ink select-all"
          >
            {typedKey(setup.totpURI)}
          </p>
          <p className="mt-2">{t('security.setup.timeBased')}</p>
        </div>
      </div>
      <div>
        <h3 className="font-sans text-base font-semibold text-ink">{t('security.setup.step3')}</h3>
        <div className="mt-3 max-w-sm">
          <TwoFactorForm
            purpose="session"
            allowBackup={false}
            submitLabel={t('security.setup.turnOn')}
            onVerified={() => setVerified(true)}
          />
        </div>
      </div>
      <button
        type="button"
        onClick={onCancel}
        className="rounded text-sm font-medium text-gold-700 underline-offset-4 hover:underline"
      >
        {t('security.setup.cancel')}
      </button>
    </div>
  );
}
