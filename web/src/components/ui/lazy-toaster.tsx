import { lazy, Suspense, useEffect } from 'react';
import { toasterMounted } from '../../lib/notify.ts';

const Toaster = lazy(() =>
  import('sonner').then(({ Toaster: SonnerToaster }) => ({
    default: function ReadyToaster() {
      useEffect(toasterMounted, []);
      return <SonnerToaster position="top-center" richColors closeButton />;
    },
  })),
);

/** Sonner's toaster, loaded after the page: toasts are never part of the first paint. */
export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
