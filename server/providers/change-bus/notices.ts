import { CHANGES, MAX_SUBJECT_LENGTH, type Change } from './change-bus.ts';

/**
 * The notification channel; NOTIFY is per database, so shops on other databases never hear it.
 * Migration 0034's trigger announces carts on it by name.
 */
export const CHANGES_CHANNEL = 'shop_changes';

/** A notice's payload, as JSON. */
export interface Notice {
  change: Change;
  /** What of it changed (a user id), when not everything of that kind. */
  subject?: string;
  /**
   * The announcing instance, which ignores its own notices (it dropped its copy already); none for
   * a notice the database sends from a trigger, which every instance hears.
   */
  from?: string;
}

/** A notice of ours, or undefined for anything else on the channel. */
export function parseNotice(payload: string | undefined): Notice | undefined {
  if (!payload) return undefined;
  try {
    const notice = JSON.parse(payload) as Partial<Notice>;
    const subjectFits =
      notice.subject === undefined ||
      (typeof notice.subject === 'string' && notice.subject.length > 0 && notice.subject.length <= MAX_SUBJECT_LENGTH);
    const fromFits = notice.from === undefined || typeof notice.from === 'string';
    if (fromFits && CHANGES.includes(notice.change as Change) && subjectFits) return notice as Notice;
  } catch {
    // not ours
  }
  return undefined;
}
