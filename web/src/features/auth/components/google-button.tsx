import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { paths } from '#web/config/paths.ts';
import { t } from '#web/lib/i18n.ts';
import { useAuthProviders } from '../api/get-auth-providers.ts';
import { useGoogleSignIn } from '../api/sign-in-with-google.ts';
import { GOOGLE_START_PARAM } from '../google-result.ts';
import { useSearchFlag } from '../hooks/use-search-flag.ts';
import { withSearchParam } from '../redirect.ts';
import { authToast } from '../toasts.ts';
import { GoogleMark } from './google-mark.tsx';

interface GoogleButtonProps {
  /** On /login: a page opened as ?google=start (see GOOGLE_START_PARAM) begins at once. */
  startOnArrival?: boolean;
  /** A same-site path to come back to once signed in (the home page by default). */
  redirectTo?: string | null;
}

/** Sign-in with Google; when the shop has no Google set-up it says so instead of failing. */
export function GoogleButton({ startOnArrival = false, redirectTo }: GoogleButtonProps) {
  const providers = useAuthProviders();
  const google = useGoogleSignIn();
  const noteId = useId();
  const notSetUp = providers.data?.google === false || providers.isError;
  // Stays busy after success: the browser is on its way to Google.
  const busy = google.isPending || google.isSuccess;
  const googleOrigin = providers.data?.googleOrigin;

  function start() {
    if (googleOrigin && googleOrigin !== window.location.origin) {
      // Google only returns to the public address: begin there, or the sign-in cannot finish.
      const login = withSearchParam(paths.login.getHref(redirectTo ?? undefined), GOOGLE_START_PARAM, 'start');
      window.location.assign(`${googleOrigin}${login}`);
      return;
    }
    google.mutate(redirectTo ?? undefined, { onError: () => authToast.googleFailed() });
  }
  useSearchFlag(GOOGLE_START_PARAM, () => {
    if (startOnArrival) start();
  });

  return (
    <div>
      <button
        type="button"
        disabled={providers.data?.google !== true || busy}
        aria-describedby={notSetUp ? noteId : undefined}
        onClick={start}
        className="flex h-12 w-full items-center justify-center gap-3 rounded-full border border-stone-300 bg-white px-6 text-sm font-semibold text-ink shadow-sm transition hover:border-gold-500 hover:bg-gold-50 disabled:cursor-not-allowed disabled:border-stone-200 disabled:bg-stone-50 disabled:text-stone-500 disabled:hover:bg-stone-50"
      >
        {busy ? (
          <Loader2 size={20} aria-hidden="true" className="animate-spin" />
        ) : (
          <span className={notSetUp ? 'opacity-50 grayscale' : undefined}>
            <GoogleMark />
          </span>
        )}
        {busy ? t('ui.google.opening') : t('ui.google.continue')}
      </button>
      {notSetUp ? (
        <p id={noteId} className="mt-2 text-center text-xs text-ink-soft">
          {t('ui.google.notSetUp')}
        </p>
      ) : null}
    </div>
  );
}
