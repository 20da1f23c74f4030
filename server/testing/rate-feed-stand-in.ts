import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { DEFAULT_FEED_BANDS } from '#domain/rates/feed-guard.ts';
import type { RateFeedSettings } from '#server/modules/rate-feed/rate-feed.settings.ts';

/**
 * A local stand-in of a metals price API, for the rate feed's tests: a real HTTP server on
 * 127.0.0.1 that answers as the real services do.
 * - metals.dev: GET /v1/latest?api_key=…&currency=USD&unit=toz|g|kg →
 *   {"status":"success","currency":"USD","unit":"toz","metals":{"gold":…},"currencies":{…},
 *    "timestamps":{"metal":"…","currency":"…"}}; a wrong key is a 401 with
 *   {"status":"failure","error_code":1101,"error_message":"Invalid API Key: …"}.
 * - goldapi.io: GET /api/XAU/USD (XAG, XPT) with the header x-access-token →
 *   {"timestamp":…,"metal":"XAU","currency":"USD","price":…,"price_gram_24k":…}.
 * - a generic JSON feed: GET /json → {"data":{"prices":{"gold":…}},"asOf":…} (per troy ounce),
 *   with the key as a bearer token when one is expected.
 * It can be told to fail (HTTP 500), answer malformed JSON, hang past any timeout, quote a
 * different price or time, leave metals out, or (the generic feed) give its prices per gram or per
 * kilogram while the shop reads them per ounce.
 */

export type StandInMode = 'ok' | 'fail' | 'malformed' | 'hang' | 'wrong-shape';

export interface FeedStandIn {
  /** http://127.0.0.1:port */
  origin: string;
  /** The key it accepts. */
  key: string;
  /** Spot prices per troy ounce in USD, as the service would quote them. */
  prices: { gold: number; silver: number; platinum: number };
  /** The quote's time; now when null. */
  quotedAt: Date | null;
  /** Metals every answer leaves out. */
  omit: Array<'gold' | 'silver' | 'platinum'>;
  /** The unit of the generic JSON feed's prices (the others follow their request). */
  jsonUnit: 'toz' | 'g' | 'kg';
  mode: StandInMode;
  /** Every request: its path and query, and its headers. */
  requests: Array<{ path: string; query: URLSearchParams; headers: Record<string, string | string[] | undefined> }>;
  stop(): Promise<void>;
}

export const TROY_OUNCE_GRAMS = 31.1035;

/** How many of `unit` a troy ounce's price is: a price per gram is the ounce's ÷ 31.1035. */
function perOunce(unit: string): number {
  return unit === 'g' ? 1 / TROY_OUNCE_GRAMS : unit === 'kg' ? 1000 / TROY_OUNCE_GRAMS : 1;
}

export async function startFeedStandIn(key = 'md-test-key-5f2c9a0e7b'): Promise<FeedStandIn> {
  const sockets = new Set<Socket>();
  const standIn: FeedStandIn = {
    origin: '',
    key,
    prices: { gold: 2345.67, silver: 29.41, platinum: 998.5 },
    quotedAt: null,
    omit: [],
    jsonUnit: 'toz',
    mode: 'ok',
    requests: [],
    stop: async () => undefined,
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    response.end(text);
  };

  /** Each metal's price in the answer's unit, without the metals it leaves out. */
  const quoted = (inUnit: (perOunce: number) => number) =>
    Object.fromEntries(
      (['gold', 'silver', 'platinum'] as const)
        .filter((metal) => !standIn.omit.includes(metal))
        .map((metal) => [metal, inUnit(standIn.prices[metal])]),
    ) as Partial<Record<'gold' | 'silver' | 'platinum', number>>;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    standIn.requests.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
    const quotedAt = standIn.quotedAt ?? new Date();
    // Hangs: never answers (the socket is destroyed when the stand-in stops).
    if (standIn.mode === 'hang') return;
    if (standIn.mode === 'fail') {
      send(response, 500, { status: 'failure', error_code: 5000, error_message: 'Internal server error.' });
      return;
    }
    if (standIn.mode === 'malformed') {
      send(response, 200, '{"status":"success","metals":{"gold":');
      return;
    }

    if (url.pathname === '/v1/latest') {
      const sent = url.searchParams.get('api_key');
      if (sent !== standIn.key) {
        // Echoes the key it was sent, as some services do: the shop must not log it.
        send(response, 401, { status: 'failure', error_code: 1101, error_message: `Invalid API Key: ${sent ?? ''}` });
        return;
      }
      if (standIn.mode === 'wrong-shape') {
        send(response, 200, { status: 'success', rates: { XAU: standIn.prices.gold } });
        return;
      }
      const unit = url.searchParams.get('unit') ?? 'toz';
      const round = (value: number) => Math.round(value * perOunce(unit) * 1e6) / 1e6;
      send(response, 200, {
        status: 'success',
        currency: url.searchParams.get('currency') ?? 'USD',
        unit,
        metals: {
          ...quoted(round),
          palladium: round(1012.4),
          copper: round(0.2991),
        },
        currencies: { EUR: 1.0851, GBP: 1.2743, AED: 0.2723 },
        timestamps: { metal: quotedAt.toISOString(), currency: quotedAt.toISOString() },
      });
      return;
    }

    const goldApi = /^\/api\/(XAU|XAG|XPT)\/USD$/.exec(url.pathname);
    if (goldApi) {
      if (request.headers['x-access-token'] !== standIn.key) {
        send(response, 403, { error: 'Invalid API Key' });
        return;
      }
      const symbol = goldApi[1]!;
      const price = { XAU: standIn.prices.gold, XAG: standIn.prices.silver, XPT: standIn.prices.platinum }[symbol]!;
      send(response, 200, {
        timestamp: Math.floor(quotedAt.getTime() / 1000),
        metal: symbol,
        currency: 'USD',
        exchange: 'FOREXCOM',
        symbol: `FOREXCOM:${symbol}USD`,
        price,
        ch: 1.5,
        chp: 0.07,
        price_gram_24k: Math.round((price / TROY_OUNCE_GRAMS) * 10_000) / 10_000,
      });
      return;
    }

    if (url.pathname === '/json') {
      if (request.headers.authorization !== `Bearer ${standIn.key}`) {
        send(response, 401, { message: 'unauthorized' });
        return;
      }
      const prices = quoted((value) => Math.round(value * perOunce(standIn.jsonUnit) * 1e6) / 1e6);
      send(response, 200, {
        data: { prices: { ...prices, ...(prices.silver !== undefined && { silver: String(prices.silver) }) } },
        asOf: Math.floor(quotedAt.getTime() / 1000),
      });
      return;
    }
    send(response, 404, { status: 'failure', error_code: 404, error_message: 'Not found.' });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.stop = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return standIn;
}

/** The shop's feed settings for a stand-in answering as metals.dev, with the documented defaults. */
export function standInSettings(feed: FeedStandIn, overrides: Partial<RateFeedSettings> = {}): RateFeedSettings {
  return {
    format: 'metals.dev',
    url: `${feed.origin}/v1/latest`,
    key: feed.key,
    intervalMinutes: 15,
    timeoutMs: 5_000,
    maxMoveBasisPoints: 500,
    maxAgeHours: 72,
    maxFutureMinutes: 5,
    bands: DEFAULT_FEED_BANDS,
    json: undefined,
    ...overrides,
  };
}
