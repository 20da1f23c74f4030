import { z } from 'zod';
import { FEED_METALS, type FeedMetal, type QuoteUnit } from '#domain/rates/rate-feed.ts';
import { FeedError, safeText, type FeedRequest } from './feed-client.ts';
import type { JsonPath, RateFeedSettings } from './rate-feed.settings.ts';

/** One metal's spot price as the feed quoted it, before the shop's premium. */
export interface FeedQuote {
  metal: FeedMetal;
  /** The price as the feed wrote it (a JSON number, or a decimal string in the json format). */
  value: number | string;
  unit: QuoteUnit;
  /** When the provider quoted it; null for a format that carries no time. */
  quotedAt: Date | null;
}

/**
 * A supported feed: the requests one fetch makes, and how the answers (in the same order) become
 * quotes. A metal the answer has no price for is simply absent; an answer that is not the
 * format's shape, or has no usable price at all, is a FeedError('malformed').
 */
interface FeedFormat {
  requests(settings: RateFeedSettings): FeedRequest[];
  quotes(answers: unknown[], settings: RateFeedSettings): FeedQuote[];
}

/** A time in seconds or milliseconds since 1970, or an ISO 8601 text; undefined for anything else. */
function timeOf(value: unknown): Date | undefined {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    // Seconds (10 digits today) or milliseconds (13 digits).
    const date = new Date(value < 1e11 ? value * 1000 : value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return undefined;
}

const malformed = (detail: string) => new FeedError('malformed', detail);

function requireQuotes(quotes: FeedQuote[]): FeedQuote[] {
  if (quotes.length === 0) throw malformed('the answer has no gold, silver or platinum price');
  return quotes;
}

const finiteNumber = z.number().finite();

// ---------------------------------------------------------------------------------------------
// metals.dev: GET https://api.metals.dev/v1/latest?api_key=…&currency=USD&unit=toz
// {"status":"success","currency":"USD","unit":"toz","metals":{"gold":2355.97,"silver":…,"platinum":…},
//  "currencies":{…},"timestamps":{"metal":"2024-05-28T17:19:06.525Z","currency":"…"}}
// An error: {"status":"failure","error_code":1101,"error_message":"Invalid API Key."}

const METALS_DEV_UNITS: Readonly<Record<string, QuoteUnit>> = { toz: 'per_ounce', g: 'per_gram', kg: 'per_kilogram' };
const METALS_DEV_NAMES: Readonly<Record<FeedMetal, string>> = { Gold: 'gold', Silver: 'silver', Platinum: 'platinum' };

const metalsDevAnswer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('success'),
    currency: z.string(),
    unit: z.string(),
    metals: z.record(z.string(), z.unknown()),
    timestamps: z.object({ metal: z.string().optional() }).optional(),
  }),
  z.object({
    status: z.literal('failure'),
    error_code: z.union([z.number(), z.string()]).optional(),
    error_message: z.string().optional(),
  }),
]);

const metalsDev: FeedFormat = {
  requests(settings) {
    const url = new URL(settings.url);
    url.searchParams.set('api_key', settings.key ?? '');
    url.searchParams.set('currency', 'USD');
    url.searchParams.set('unit', 'toz');
    return [{ url, headers: {} }];
  },
  quotes([answer], settings) {
    const parsed = metalsDevAnswer.safeParse(answer);
    if (!parsed.success) throw malformed('the answer is not a metals.dev latest-rates answer');
    const body = parsed.data;
    if (body.status === 'failure') {
      throw new FeedError(
        'provider',
        safeText(`error ${body.error_code ?? '?'}: ${body.error_message ?? 'no message'}`, settings.key),
      );
    }
    if (body.currency !== 'USD') throw malformed(`prices are in ${safeText(body.currency, settings.key)}, not USD`);
    const unit = METALS_DEV_UNITS[body.unit];
    if (!unit) throw malformed(`prices are per ${safeText(body.unit, settings.key)}, not per toz, g or kg`);
    let quotedAt: Date | null = null;
    if (body.timestamps?.metal !== undefined) {
      const time = timeOf(body.timestamps.metal);
      if (!time) throw malformed('timestamps.metal is not a time');
      quotedAt = time;
    }
    const quotes: FeedQuote[] = [];
    for (const metal of FEED_METALS) {
      const value = finiteNumber.safeParse(body.metals[METALS_DEV_NAMES[metal]]);
      if (value.success) quotes.push({ metal, value: value.data, unit, quotedAt });
    }
    return requireQuotes(quotes);
  },
};

// ---------------------------------------------------------------------------------------------
// goldapi.io: GET https://www.goldapi.io/api/XAU/USD with the header x-access-token, one request a
// metal. {"timestamp":1670742767,"metal":"XAU","currency":"USD","price":1797.15,…} (per troy ounce)

const GOLDAPI_SYMBOLS: Readonly<Record<FeedMetal, string>> = { Gold: 'XAU', Silver: 'XAG', Platinum: 'XPT' };

const goldApiAnswer = z.object({
  metal: z.string(),
  currency: z.string(),
  price: z.unknown(),
  timestamp: z.number().optional(),
});

const goldApi: FeedFormat = {
  requests(settings) {
    return FEED_METALS.map((metal) => {
      const url = new URL(settings.url);
      url.pathname = `${url.pathname.replace(/\/+$/, '')}/${GOLDAPI_SYMBOLS[metal]}/USD`;
      return { url, headers: { 'x-access-token': settings.key ?? '' } };
    });
  },
  quotes(answers, settings) {
    const quotes: FeedQuote[] = [];
    FEED_METALS.forEach((metal, index) => {
      const parsed = goldApiAnswer.safeParse(answers[index]);
      if (!parsed.success) throw malformed(`the ${metal} answer is not a goldapi.io price`);
      const body = parsed.data;
      if (body.metal !== GOLDAPI_SYMBOLS[metal] || body.currency !== 'USD') {
        throw malformed(
          `the ${metal} answer is for ${safeText(`${body.metal}/${body.currency}`, settings.key)}, not ${GOLDAPI_SYMBOLS[metal]}/USD`,
        );
      }
      let quotedAt: Date | null = null;
      if (body.timestamp !== undefined) {
        const time = timeOf(body.timestamp);
        if (!time) throw malformed(`the ${metal} answer's timestamp is not a time`);
        quotedAt = time;
      }
      const value = finiteNumber.safeParse(body.price);
      if (value.success) quotes.push({ metal, value: value.data, unit: 'per_ounce', quotedAt });
    });
    return requireQuotes(quotes);
  },
};

// ---------------------------------------------------------------------------------------------
// json: any JSON answer, each metal's price at a configured path (RATE_FEED_JSON_PATHS), in one
// unit (RATE_FEED_JSON_UNIT), with an optional time (RATE_FEED_JSON_TIMESTAMP_PATH). The key, when
// set, is sent as `Authorization: Bearer <key>`.

/** The value at a path, following own properties only (and array indexes). */
function valueAt(root: unknown, path: JsonPath): unknown {
  let current = root;
  for (const segment of path) {
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(segment)) return undefined;
      current = current[Number(segment)];
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, segment)) {
      current = (current as Record<string, unknown>)[segment];
    } else {
      return undefined;
    }
  }
  return current;
}

const jsonPrice = z.union([finiteNumber, z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/)]);

const genericJson: FeedFormat = {
  requests(settings) {
    const headers: Record<string, string> = settings.key ? { authorization: `Bearer ${settings.key}` } : {};
    return [{ url: new URL(settings.url), headers }];
  },
  quotes([answer], settings) {
    const json = settings.json!;
    if (typeof answer !== 'object' || answer === null) throw malformed('the answer is not a JSON object or array');
    let quotedAt: Date | null = null;
    if (json.timestampPath) {
      const time = timeOf(valueAt(answer, json.timestampPath));
      if (!time) throw malformed(`${json.timestampPath.join('.')} is not a time`);
      quotedAt = time;
    }
    const quotes: FeedQuote[] = [];
    for (const metal of FEED_METALS) {
      const path = json.paths[metal];
      if (!path) continue;
      const value = jsonPrice.safeParse(valueAt(answer, path));
      if (value.success) quotes.push({ metal, value: value.data, unit: json.unit, quotedAt });
    }
    return requireQuotes(quotes);
  },
};

export const FEED_FORMATS: Readonly<Record<RateFeedSettings['format'], FeedFormat>> = {
  'metals.dev': metalsDev,
  goldapi: goldApi,
  json: genericJson,
};
