import { lazy, Suspense, useEffect, type CSSProperties } from 'react';
import { useHydrated } from '#web/hooks/use-hydrated.ts';
import { currentDirection, t } from '#web/lib/i18n.ts';
import { toasterMounted } from '#web/lib/notify.ts';

/**
 * Sonner's rich colours put 13px text at about 3:1 to 4.4:1 on their pale backgrounds, under
 * WCAG's 4.5:1 (axe flags them): the same hues, dark enough to read (5:1 and better).
 */
const READABLE_COLOURS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 33%)',
  '--warning-text': 'hsl(31, 92%, 27%)',
  '--error-text': 'hsl(360, 100%, 36%)',
} as CSSProperties;

const Toaster = lazy(() =>
  import('sonner').then(({ Toaster: SonnerToaster }) => ({
    default: function ReadyToaster() {
      useEffect(toasterMounted, []);
      return (
        <SonnerToaster
          position="top-center"
          dir={currentDirection()}
          richColors
          closeButton
          containerAriaLabel={t('ui.toaster.label')}
          style={READABLE_COLOURS}
        />
      );
    },
  })),
);

/**
 * Sonner's toaster, loaded after the page: toasts are never part of the first paint. It mounts
 * only in the browser, after hydration: rendered on the server, it would suspend on the first
 * request after start (the module not loaded yet) and render on later ones, and the browser
 * would report the mismatch (React error 419).
 */
export function LazyToaster() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
