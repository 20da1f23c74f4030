import type { ExternalToast } from 'sonner';

// The toast library loads after the first paint (it is not needed to show a page), and a
// message raised before its <Toaster> is on screen waits for it instead of being lost.
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called once the lazily loaded <Toaster> has mounted. */
export function toasterMounted(): void {
  markReady();
}

export type NoticeKind = 'success' | 'error' | 'warning' | 'info';

export function notify(kind: NoticeKind, title: string, options?: ExternalToast): void {
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast }]) => toast[kind](title, options));
}
