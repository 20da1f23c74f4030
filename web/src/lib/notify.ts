import type { ExternalToast } from 'sonner';
import { ApiError } from './api-client.ts';
import { problemMessage } from './api-error.ts';

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

/** Success alerts close themselves after 1500 ms; problems stay until read or closed. */
const SUCCESS_MS = 1500;
const PROBLEM_MS = 8000;

interface NoticeOptions {
  description?: string;
  /**
   * A fixed id shows one toast however often it is raised (an effect React runs twice, an order
   * reported placed twice).
   */
  id?: string;
}

function show(kind: 'success' | 'error' | 'warning', title: string, options: ExternalToast): void {
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast }]) => toast[kind](title, options));
}

/** Every toast the shop shows goes through here; the features keep only their texts. */
export const notify = {
  success: (title: string, { description, id }: NoticeOptions = {}) =>
    show('success', title, { description, id, duration: SUCCESS_MS }),
  problem: (title: string, { description, id }: NoticeOptions = {}) =>
    show('error', title, { description, id, duration: PROBLEM_MS }),
  warning: (title: string, { description, id }: NoticeOptions = {}) =>
    show('warning', title, { description, id, duration: PROBLEM_MS }),
};

/** True when the call failed with this HTTP status. */
export function failedWith(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/**
 * The server's own sentence when it explained a refusal, else `fallback`. By default a refusal is
 * any 4xx (the server says what was wrong: out of stock, not allowed, gone); `when` narrows it to
 * one status, or widens it to any answer the server gave. It is written in the page's language
 * (problemMessage).
 */
export function serverMessage(
  error: unknown,
  fallback?: string,
  when: 'refused' | 'any' | number = 'refused',
): string | undefined {
  if (!(error instanceof ApiError)) return fallback;
  const explains = when === 'any' || (when === 'refused' ? error.status < 500 : error.status === when);
  return explains ? problemMessage(error) : fallback;
}
