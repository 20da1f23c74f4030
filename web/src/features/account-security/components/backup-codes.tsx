import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '#web/lib/i18n.ts';
import { securityToast } from '../toasts.ts';

/**
 * The backup codes, shown once (the server keeps them encrypted and never shows them again), with
 * a way to copy them all. Each signs in once instead of the authenticator's code.
 */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // The codes replace the form that was just sent: the reader is taken to them.
  useEffect(() => title.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(`${codes.join('\n')}\n`);
      setCopied(true);
      securityToast.codesCopied();
    } catch {
      securityToast.copyFailed();
    }
  }

  return (
    <div role="group" aria-labelledby={titleId} className="rounded-2xl bg-gold-50/70 p-5 ring-1 ring-gold-100 sm:p-6">
      <h3 ref={title} id={titleId} tabIndex={-1} className="font-sans text-base font-semibold text-ink">
        {t('security.codes.title')}
      </h3>
      <p className="mt-1 text-sm text-ink-soft">{t('security.codes.intro')}</p>
      <ol
        dir="ltr"
        className="mt-4 grid grid-cols-2 gap-x-3 gap-y-2 font-mono text-sm text-ink sm:gap-x-6 sm:text-[15px]"
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li
            key={code}
            className="rounded-lg bg-white px-2 py-2 text-center whitespace-nowrap ring-1 ring-gold-100 sm:tracking-wider"
          >
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={() => void copy()} className="btn-outline">
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          {copied ? t('security.codes.copied') : t('security.codes.copy')}
        </button>
        <button type="button" onClick={onDone} className="btn-gold">
          {t('security.codes.done')}
        </button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? t('security.codes.onClipboard') : ''}
      </p>
    </div>
  );
}
