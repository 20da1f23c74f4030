import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** Below this size compression saves less than its headers cost (the same threshold as the app's). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Per-request compression: most of the saving for little CPU. */
export const DYNAMIC_BROTLI_QUALITY = 4;

/** A cached body is compressed once and served many times, so it can afford a smaller result. */
const CACHED_BROTLI_QUALITY = 6;

// Browsers send a handful of distinct Accept-Encoding values; the bound keeps odd ones from growing it.
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new LRUCache({ max: 64 }) });

/**
 * A JSON answer kept for reuse, with its brotli and gzip forms made on first demand.
 * Compressing a catalogue page on every request cut throughput by three quarters for
 * browsers (which all accept compression); compressing once per cache entry does not.
 */
export class CachedJson {
  #br: Buffer | undefined;
  #gzip: Buffer | undefined;

  constructor(readonly text: string) {}

  /** Sends the best form the caller accepts; the app's compressor skips an encoded body. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    const encoding =
      accepted && this.text.length >= COMPRESS_THRESHOLD_BYTES ? encodings.negotiate(accepted) : undefined;
    if (encoding === 'br') {
      this.#br ??= brotliCompressSync(this.text, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: this.text.length,
        },
      });
      return reply.header('content-encoding', 'br').send(this.#br);
    }
    if (encoding === 'gzip') {
      this.#gzip ??= gzipSync(this.text);
      return reply.header('content-encoding', 'gzip').send(this.#gzip);
    }
    // A string payload skips the serializer: it is already validated JSON.
    return reply.send(this.text as never);
  }
}

/**
 * How stale a product edit (or a sale's stock) made by another instance can look if its notice
 * never arrives (normally every instance drops its answers within milliseconds: providers/change-bus).
 */
const CATALOG_CACHE_MS = 5_000;

/** What the catalogue's cached answers may hold, about 800 pages of 10 KB. */
const CATALOG_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Catalogue answers kept as serialized JSON for a few seconds, keyed by the request and the rates
 * they were priced with (decision 0003). Product edits and sales clear it on every instance at once
 * (deps.changes.productsChanged()).
 */
export function createCatalogCache(): CatalogCache {
  return new CatalogCache({
    max: 5_000,
    // Bounded in bytes too: shoppers asking queries nobody repeats (a price slider) filled 5,000
    // entries of 10 KB pages, 50 MB kept for answers never served again. The oldest go first.
    maxSize: CATALOG_CACHE_BYTES,
    // A UTF-16 string of that many characters, and room for its compressed forms made later.
    sizeCalculation: (answer) => answer.text.length * 2 + 256,
    ttl: CATALOG_CACHE_MS,
  });
}

/** The sorted prices (CatalogCache.sortedPrices) are read at most this often. */
const SORTED_PRICES_MIN_INTERVAL_MS = 1_000;

export class CatalogCache extends LRUCache<string, CachedJson> {
  /** Bumped by every clear(): an answer read from the database before a change is not kept after it. */
  generation = 0;

  /**
   * How many products match a filter (keyed by the filter and the rates): counted once, then every
   * other page and sort of that filter skips its count query. Dropped with the answers.
   */
  readonly counts = new LRUCache<string, number>({ max: 5_000, ttl: CATALOG_CACHE_MS });

  #pricesReadAt = -Infinity;
  #prices: { ratesKey: string; generation: number; madeAt: number; sorted: Promise<Float64Array> } | undefined;

  override clear(): void {
    this.generation++;
    this.counts.clear();
    this.#prices = undefined;
    super.clear();
  }

  /**
   * Every product's kept price at these rates, sorted (`load` reads them): a filter by price alone
   * is counted by two binary searches instead of a count over the matching rows, whatever its
   * bounds (every request of a shopper dragging a price slider is a filter no count has seen).
   * Read once per change of the catalogue or the rates, shared by the requests that ask meanwhile.
   */
  sortedPrices(ratesKey: string, load: () => Promise<Float64Array>): Promise<Float64Array> | undefined {
    const kept = this.#prices;
    const now = Date.now();
    if (kept?.ratesKey === ratesKey && kept.generation === this.generation && now - kept.madeAt < CATALOG_CACHE_MS) {
      return kept.sorted;
    }
    // Every sale drops the catalogue: under a stream of them the prices are read at most once a
    // second, and the requests in between count in SQL as before.
    if (now - this.#pricesReadAt < SORTED_PRICES_MIN_INTERVAL_MS) return undefined;
    this.#pricesReadAt = now;
    const made = { ratesKey, generation: this.generation, madeAt: now, sorted: load() };
    this.#prices = made;
    made.sorted.catch(() => {
      if (this.#prices === made) this.#prices = undefined;
    });
    return made.sorted;
  }

  /** Keeps a filter's count unless the cache was cleared since `generation` was read. */
  keepCount(key: string, total: number, generation: number): void {
    if (generation === this.generation) this.counts.set(key, total);
  }

  /** Keeps an answer unless the cache was cleared since `generation` was read (the answer may be older). */
  keep(key: string, value: CachedJson, generation: number): void {
    if (generation === this.generation) this.set(key, value);
  }
}
