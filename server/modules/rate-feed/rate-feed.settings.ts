import { z } from 'zod';
import {
  FEED_METALS,
  QUOTE_UNITS,
  RATE_FEED_FORMATS,
  type FeedMetal,
  type QuoteUnit,
  type RateFeedFormat,
} from '#domain/rates/rate-feed.ts';
import { parseScaledDecimal } from '#domain/money.ts';
import { DEFAULT_FEED_BANDS, DEFAULT_MAX_FUTURE_MINUTES, type PlausibleBand } from '#domain/rates/feed-guard.ts';

/** A path into a JSON answer: object keys, or array indexes written as numbers ('data.0.price'). */
export type JsonPath = ReadonlyArray<string>;

/** The live rate feed's settings (RATE_FEED_*), read once at start by server/config.ts. */
export interface RateFeedSettings {
  format: RateFeedFormat;
  /** The address, which may itself carry a key: never logged or shown beyond its host. */
  url: string;
  key: string | undefined;
  intervalMinutes: number;
  timeoutMs: number;
  /** The guard: a larger move (in basis points of the current rate) waits for an admin. */
  maxMoveBasisPoints: number;
  /** A quote older than this keeps the last good rate (formats that carry a time). */
  maxAgeHours: number;
  /** A quote dated more than this many minutes after the fetch is refused. */
  maxFutureMinutes: number;
  /** Each metal's plausible spot price per gram of pure metal; a quote outside is refused. */
  bands: Readonly<Record<FeedMetal, PlausibleBand>>;
  /** RATE_FEED_FORMAT=json: where each metal's price is, its unit, and where the quote's time is. */
  json:
    { paths: Partial<Record<FeedMetal, JsonPath>>; unit: QuoteUnit; timestampPath: JsonPath | undefined } | undefined;
}

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const SEGMENT = /^[A-Za-z0-9_$@-]{1,100}$/;

/** 'metals.gold' → ['metals', 'gold']; undefined for anything but dot-separated plain keys. */
function parseJsonPath(text: string): JsonPath | undefined {
  const segments = text.trim().split('.');
  if (segments.length === 0 || segments.length > 12 || !segments.every((segment) => SEGMENT.test(segment))) {
    return undefined;
  }
  return segments;
}

const jsonPath = z.string().transform((text, context) => {
  const path = parseJsonPath(text);
  if (!path) {
    context.addIssue({
      code: 'custom',
      message: 'must be a path of keys joined by dots, such as data.timestamp',
    });
    return z.NEVER;
  }
  return path;
});

/** 'gold:metals.gold,silver:metals.silver' → each metal's path (at least one; each metal once). */
const jsonPaths = z.string().transform((text, context) => {
  const paths: Partial<Record<FeedMetal, JsonPath>> = {};
  const fail = (message: string) => {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return fail('must name at least one metal, such as gold:metals.gold');
  for (const entry of entries) {
    const colon = entry.indexOf(':');
    const name = entry.slice(0, colon).trim().toLowerCase();
    const metal = FEED_METALS.find((candidate) => candidate.toLowerCase() === name);
    if (colon < 0 || !metal) {
      return fail(
        `"${entry.slice(0, 40)}" must be metal:path with metal gold, silver or platinum (diamond stays manual)`,
      );
    }
    if (paths[metal]) return fail(`names ${name} twice`);
    const path = parseJsonPath(entry.slice(colon + 1));
    if (!path) return fail(`the path of ${name} must be keys joined by dots, such as metals.${name}`);
    paths[metal] = path;
  }
  return paths;
});

const percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a percentage such as 5 or 2.5')
  .transform((text) => parseScaledDecimal(text, 2))
  .pipe(z.number().min(1, 'must be more than 0').max(100_00, 'must be at most 100'));

/** '10-500': the lowest and highest spot price in USD per gram of pure metal, to the cent. */
const band = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?\s*-\s*\d{1,6}(\.\d{1,2})?$/, 'must be two prices per gram such as 10-500 or 0.10-5')
  .transform((text) => {
    const [min, max] = text.split('-').map((part) => parseScaledDecimal(part.trim(), 2));
    return { minCents: min!, maxCents: max! } satisfies PlausibleBand;
  })
  .refine(
    (range) => range.minCents >= 1 && range.minCents < range.maxCents,
    'must be a low price above 0 and a higher one',
  )
  .refine((range) => range.maxCents <= 100_000_00, 'must stay at most 100000 a gram');

/** The RATE_FEED_* variables, spread into server/config.ts's schema. */
export const rateFeedEnv = {
  RATE_FEED_URL: z
    .url({ error: 'must be the feed address, such as https://api.metals.dev/v1/latest' })
    .refine((url) => /^https?:\/\//i.test(url), 'must be an http:// or https:// address')
    .optional(),
  RATE_FEED_KEY: z.string().min(1).max(500).optional(),
  RATE_FEED_FORMAT: z
    .enum(RATE_FEED_FORMATS, { error: `must be one of ${RATE_FEED_FORMATS.join(', ')}` })
    .default('metals.dev'),
  RATE_FEED_INTERVAL_MINUTES: wholeNumber(1, 1440).default(15),
  RATE_FEED_TIMEOUT_MS: wholeNumber(100, 120_000).default(10_000),
  RATE_FEED_MAX_MOVE_PERCENT: percent.default(5_00),
  RATE_FEED_MAX_AGE_HOURS: wholeNumber(1, 8760).default(72),
  RATE_FEED_MAX_FUTURE_MINUTES: wholeNumber(0, 1440).default(DEFAULT_MAX_FUTURE_MINUTES),
  RATE_FEED_GOLD_BAND: band.optional(),
  RATE_FEED_SILVER_BAND: band.optional(),
  RATE_FEED_PLATINUM_BAND: band.optional(),
  RATE_FEED_JSON_PATHS: jsonPaths.optional(),
  RATE_FEED_JSON_UNIT: z.enum(QUOTE_UNITS, { error: `must be one of ${QUOTE_UNITS.join(', ')}` }).default('per_ounce'),
  RATE_FEED_JSON_TIMESTAMP_PATH: jsonPath.optional(),
};

type RateFeedEnv = z.output<z.ZodObject<typeof rateFeedEnv>>;

/**
 * The feed's settings, or undefined when RATE_FEED_URL is unset (the feed is off). A combination
 * that cannot work is a problem naming its variable: `{ problem }`.
 */
export function readRateFeedSettings(
  e: RateFeedEnv,
): { settings: RateFeedSettings | undefined } | { variable: string; problem: string } {
  const jsonOnly = (['RATE_FEED_JSON_PATHS', 'RATE_FEED_JSON_TIMESTAMP_PATH'] as const).find(
    (name) => e[name] !== undefined,
  );
  if (jsonOnly && e.RATE_FEED_FORMAT !== 'json') {
    return { variable: jsonOnly, problem: 'is read only with RATE_FEED_FORMAT=json' };
  }
  if (!e.RATE_FEED_URL) return { settings: undefined };
  if (e.RATE_FEED_FORMAT !== 'json' && !e.RATE_FEED_KEY) {
    return { variable: 'RATE_FEED_KEY', problem: `is needed for RATE_FEED_FORMAT=${e.RATE_FEED_FORMAT}` };
  }
  if (e.RATE_FEED_FORMAT === 'json' && !e.RATE_FEED_JSON_PATHS) {
    return {
      variable: 'RATE_FEED_JSON_PATHS',
      problem:
        'is needed for RATE_FEED_FORMAT=json: where each price is, such as gold:metals.gold,silver:metals.silver',
    };
  }
  return {
    settings: {
      format: e.RATE_FEED_FORMAT,
      url: e.RATE_FEED_URL,
      key: e.RATE_FEED_KEY,
      intervalMinutes: e.RATE_FEED_INTERVAL_MINUTES,
      timeoutMs: e.RATE_FEED_TIMEOUT_MS,
      maxMoveBasisPoints: e.RATE_FEED_MAX_MOVE_PERCENT,
      maxAgeHours: e.RATE_FEED_MAX_AGE_HOURS,
      maxFutureMinutes: e.RATE_FEED_MAX_FUTURE_MINUTES,
      bands: {
        Gold: e.RATE_FEED_GOLD_BAND ?? DEFAULT_FEED_BANDS.Gold,
        Silver: e.RATE_FEED_SILVER_BAND ?? DEFAULT_FEED_BANDS.Silver,
        Platinum: e.RATE_FEED_PLATINUM_BAND ?? DEFAULT_FEED_BANDS.Platinum,
      },
      json:
        e.RATE_FEED_FORMAT === 'json' && e.RATE_FEED_JSON_PATHS
          ? {
              paths: e.RATE_FEED_JSON_PATHS,
              unit: e.RATE_FEED_JSON_UNIT,
              timestampPath: e.RATE_FEED_JSON_TIMESTAMP_PATH,
            }
          : undefined,
    },
  };
}

/** The feed's host, the only part of its address the shop shows or logs. */
export function feedHost(settings: RateFeedSettings): string {
  return new URL(settings.url).host;
}

/** The metals a fetch should quote: all three, or the ones RATE_FEED_JSON_PATHS names. */
export function quotedMetals(settings: RateFeedSettings): FeedMetal[] {
  if (settings.format !== 'json' || !settings.json) return [...FEED_METALS];
  return FEED_METALS.filter((metal) => settings.json!.paths[metal]);
}
