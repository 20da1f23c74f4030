import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_FEED_BANDS } from '#domain/rates/feed-guard.ts';
import { rateFeedEnv, readRateFeedSettings } from './rate-feed.settings.ts';

const schema = z.object(rateFeedEnv);
const read = (env: Record<string, string>) => readRateFeedSettings(schema.parse(env));
const problems = (env: Record<string, string>) => {
  const parsed = schema.safeParse(env);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('RATE_FEED_* settings', () => {
  it('leave the feed off without RATE_FEED_URL', () => {
    expect(read({})).toEqual({ settings: undefined });
    expect(read({ RATE_FEED_KEY: 'k' })).toEqual({ settings: undefined });
  });

  it('default to metals.dev every 15 minutes, a 10 s timeout, a 5 % guard and 72 hours', () => {
    expect(read({ RATE_FEED_URL: 'https://api.metals.dev/v1/latest', RATE_FEED_KEY: 'secret' })).toEqual({
      settings: {
        format: 'metals.dev',
        url: 'https://api.metals.dev/v1/latest',
        key: 'secret',
        intervalMinutes: 15,
        timeoutMs: 10_000,
        maxMoveBasisPoints: 500,
        maxAgeHours: 72,
        maxFutureMinutes: 5,
        bands: DEFAULT_FEED_BANDS,
        json: undefined,
      },
    });
  });

  it('read the generic JSON format: a path per metal, its unit and a timestamp path', () => {
    const result = read({
      RATE_FEED_URL: 'https://feed.example.com/spot',
      RATE_FEED_FORMAT: 'json',
      RATE_FEED_JSON_PATHS: 'gold:data.0.xau, Silver:data.0.xag',
      RATE_FEED_JSON_UNIT: 'per_gram',
      RATE_FEED_JSON_TIMESTAMP_PATH: 'meta.updated',
      RATE_FEED_MAX_MOVE_PERCENT: '2.5',
    });
    expect(result).toMatchObject({
      settings: {
        format: 'json',
        key: undefined,
        maxMoveBasisPoints: 250,
        json: {
          paths: { Gold: ['data', '0', 'xau'], Silver: ['data', '0', 'xag'] },
          unit: 'per_gram',
          timestampPath: ['meta', 'updated'],
        },
      },
    });
  });

  it('name the variable of a combination that cannot work', () => {
    expect(read({ RATE_FEED_URL: 'https://api.metals.dev/v1/latest' })).toEqual({
      variable: 'RATE_FEED_KEY',
      problem: 'is needed for RATE_FEED_FORMAT=metals.dev',
    });
    expect(read({ RATE_FEED_URL: 'https://feed.example.com', RATE_FEED_FORMAT: 'json' })).toMatchObject({
      variable: 'RATE_FEED_JSON_PATHS',
    });
    expect(read({ RATE_FEED_JSON_PATHS: 'gold:a.b' })).toMatchObject({
      variable: 'RATE_FEED_JSON_PATHS',
      problem: 'is read only with RATE_FEED_FORMAT=json',
    });
  });

  it('refuse bad values with a message', () => {
    expect(problems({ RATE_FEED_URL: 'ftp://feed.example.com' })).toEqual([
      'RATE_FEED_URL: must be an http:// or https:// address',
    ]);
    expect(problems({ RATE_FEED_FORMAT: 'metals-api' })[0]).toMatch(/^RATE_FEED_FORMAT: must be one of metals.dev/);
    expect(problems({ RATE_FEED_INTERVAL_MINUTES: '0' })).toEqual(['RATE_FEED_INTERVAL_MINUTES: must be at least 1']);
    expect(problems({ RATE_FEED_MAX_MOVE_PERCENT: '0' })).toEqual(['RATE_FEED_MAX_MOVE_PERCENT: must be more than 0']);
    expect(problems({ RATE_FEED_MAX_MOVE_PERCENT: '5%' })[0]).toMatch(/must be a percentage/);
    expect(problems({ RATE_FEED_JSON_PATHS: 'diamond:a.b' })[0]).toMatch(/diamond stays manual/);
    expect(problems({ RATE_FEED_JSON_PATHS: 'gold:a.b,gold:c' })[0]).toMatch(/names gold twice/);
    expect(problems({ RATE_FEED_JSON_PATHS: 'gold:a..b' })[0]).toMatch(/keys joined by dots/);
    expect(problems({ RATE_FEED_JSON_UNIT: 'per_tola' })[0]).toMatch(/per_gram, per_ounce, per_kilogram/);
  });

  it('read a band per metal in dollars per gram, and the future limit', () => {
    const result = read({
      RATE_FEED_URL: 'https://api.metals.dev/v1/latest',
      RATE_FEED_KEY: 'secret',
      RATE_FEED_SILVER_BAND: '0.25 - 3.5',
      RATE_FEED_MAX_FUTURE_MINUTES: '0',
    });
    expect(result).toMatchObject({
      settings: {
        maxFutureMinutes: 0,
        bands: { Gold: DEFAULT_FEED_BANDS.Gold, Silver: { minCents: 25, maxCents: 350 } },
      },
    });
    expect(problems({ RATE_FEED_GOLD_BAND: '500-10' })).toEqual([
      'RATE_FEED_GOLD_BAND: must be a low price above 0 and a higher one',
    ]);
    expect(problems({ RATE_FEED_PLATINUM_BAND: 'cheap' })).toHaveLength(1);
    expect(problems({ RATE_FEED_GOLD_BAND: '0-10' })).toHaveLength(1);
  });
});
