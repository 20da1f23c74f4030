import type { RateWarning } from './rate-warnings.ts';

/**
 * Which of the dashboard's rate warnings (GET /api/admin/rate-warnings) are also mailed to the
 * admins, what the mail calls each, and whether it must hold a while first. A kind not listed
 * stays on the dashboard only; one more line here mails it too.
 */
export const RATE_ALERT_RULES: Readonly<Partial<Record<RateWarning['kind'], RateAlertRule>>> = {
  feed_fetch_failed: { condition: 'The rate feed keeps failing', waitsFor: 'feedDownMinutes' },
  feed_move_pending: { condition: 'A rate move waits for approval' },
  rate_stale: { condition: 'A rate is stale' },
  rate_missing: { condition: 'A metal has no rate' },
  rate_under_review: { condition: 'Pieces cannot be bought: a rate is under review' },
};

export interface RateAlertRule {
  /** What is wrong, in a few words: the mail's subject. */
  condition: string;
  /** Mailed only once the warning has held for this setting's minutes; at once without it. */
  waitsFor?: 'feedDownMinutes';
}

export interface RateAlertSettings {
  /** RATE_ALERT_REPEAT_HOURS: at most one mail per condition in this many hours. */
  repeatHours: number;
  /** RATE_ALERT_FEED_DOWN_MINUTES: fetches failing this long (no good fetch between) is mailed. */
  feedDownMinutes: number;
}

/** One condition to mail about: a warning's kind and metal ('all' when about the rates as a whole). */
export interface RateAlert {
  kind: RateWarning['kind'];
  metal: string;
  rule: RateAlertRule;
  warning: RateWarning;
}

/** The warnings that are mailed, one per kind and metal (the first when two sources give the same). */
export function rateAlertsOf(warnings: ReadonlyArray<RateWarning>): RateAlert[] {
  const alerts = new Map<string, RateAlert>();
  for (const warning of warnings) {
    const rule = RATE_ALERT_RULES[warning.kind];
    const metal = warning.metal ?? 'all';
    const key = `${warning.kind}:${metal}`;
    if (rule && !alerts.has(key)) alerts.set(key, { kind: warning.kind, metal, rule, warning });
  }
  return [...alerts.values()];
}

/** How long the condition must have held before its mail goes out, in milliseconds. */
export const holdBeforeMailMs = (rule: RateAlertRule, settings: RateAlertSettings): number =>
  rule.waitsFor ? settings[rule.waitsFor] * 60_000 : 0;
