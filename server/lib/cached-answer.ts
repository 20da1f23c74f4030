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

export const JSON_TYPE = 'application/json; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * An answer (JSON, or a page's HTML) kept for reuse, with its brotli and gzip forms made on first
 * demand. Compressing a catalogue page on every request cut throughput by three quarters for
 * browsers (which all accept compression); compressing once per cache entry does not.
 */
export class CachedAnswer {
  /**
   * The answer as UTF-8, encoded once: sent as a string, every request had its byte length counted
   * and its text encoded again (the count alone was 7% of the CPU in a profile of cached reads).
   */
  readonly bytes: Buffer;
  #br: Buffer | undefined;
  #gzip: Buffer | undefined;

  /** `productIds`: the products the answer shows, so a change of their stock alone drops it. */
  constructor(
    text: string,
    readonly productIds: readonly string[] = [],
    readonly type: typeof JSON_TYPE | typeof HTML_TYPE = JSON_TYPE,
  ) {
    this.bytes = Buffer.from(text);
  }

  /** Sends the best form the caller accepts; the app's compressor skips an encoded body. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type(this.type).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    const encoding =
      accepted && this.bytes.length >= COMPRESS_THRESHOLD_BYTES ? encodings.negotiate(accepted) : undefined;
    if (encoding === 'br') {
      this.#br ??= brotliCompressSync(this.bytes, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: this.bytes.length,
        },
      });
      return reply.header('content-encoding', 'br').send(this.#br);
    }
    if (encoding === 'gzip') {
      this.#gzip ??= gzipSync(this.bytes);
      return reply.header('content-encoding', 'gzip').send(this.#gzip);
    }
    // Bytes skip the serializer: they are already validated JSON, or a page.
    return reply.send(this.bytes);
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
 * they were priced with (decision 0003). Product edits clear it on every instance at once
 * (deps.changes.productsChanged()); a sale drops only the answers showing what it sold
 * (deps.changes.stockChanged()). `maxBytes`: what its answers may hold in all.
 */
export function createCatalogCache(maxBytes = CATALOG_CACHE_BYTES): CatalogCache {
  return new CatalogCache({
    max: 5_000,
    // Bounded in bytes too: shoppers asking queries nobody repeats (a price slider) filled 5,000
    // entries of 10 KB pages, 50 MB kept for answers never served again. The oldest go first.
    maxSize: maxBytes,
    // The bytes, and room for their compressed forms made later.
    sizeCalculation: (answer) => answer.bytes.length * 2 + 256,
    ttl: CATALOG_CACHE_MS,
  });
}

/** The sorted prices (CatalogCache.sortedPrices) are read at most this often. */
const SORTED_PRICES_MIN_INTERVAL_MS = 1_000;

/** How far back the stock drops are remembered for answers still being read (CatalogCache.keep). */
const REMEMBERED_DROPS = 256;

/** When an answer began to be read (CatalogCache.mark): it is kept only if nothing it shows changed since. */
export interface CacheMark {
  readonly clears: number;
  readonly drops: number;
}

export class CatalogCache extends LRUCache<string, CachedAnswer> {
  /** Bumped by every clear(): nothing read from the database before a change is kept after it. */
  #clears = 0;
  /** Bumped by every dropProducts(); the latest drops' products are remembered for keep(). */
  #drops = 0;
  #recentDrops: Array<{ drop: number; productIds: ReadonlySet<string> }> = [];

  /**
   * How many products match a filter (keyed by the filter and the rates): counted once, then every
   * other page and sort of that filter skips its count query. Dropped with the answers, but not by
   * a sale: no filter or count depends on stock.
   */
  readonly counts = new LRUCache<string, number>({ max: 5_000, ttl: CATALOG_CACHE_MS });

  #pricesReadAt = -Infinity;
  #prices: { ratesKey: string; clears: number; madeAt: number; sorted: Promise<Float64Array> } | undefined;

  override clear(): void {
    this.#clears++;
    this.counts.clear();
    this.#prices = undefined;
    super.clear();
  }

  /**
   * These products' stock changed (a sale, here or on another instance): only the answers showing
   * one of them go; the others, the counts and the sorted prices do not depend on stock.
   */
  dropProducts(productIds: readonly string[]): void {
    const changed = new Set(productIds);
    this.#drops++;
    this.#recentDrops.push({ drop: this.#drops, productIds: changed });
    if (this.#recentDrops.length > REMEMBERED_DROPS) this.#recentDrops.shift();
    const stale: string[] = [];
    this.forEach((answer, key) => {
      if (answer.productIds.some((id) => changed.has(id))) stale.push(key);
    });
    for (const key of stale) this.delete(key);
  }

  /** Taken before an answer is read from the database, and given to keep() with it. */
  mark(): CacheMark {
    return { clears: this.#clears, drops: this.#drops };
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
    if (kept?.ratesKey === ratesKey && kept.clears === this.#clears && now - kept.madeAt < CATALOG_CACHE_MS) {
      return kept.sorted;
    }
    // Under a stream of product edits the prices are read at most once a second, and the requests
    // in between count in SQL as before.
    if (now - this.#pricesReadAt < SORTED_PRICES_MIN_INTERVAL_MS) return undefined;
    this.#pricesReadAt = now;
    const made = { ratesKey, clears: this.#clears, madeAt: now, sorted: load() };
    this.#prices = made;
    made.sorted.catch(() => {
      if (this.#prices === made) this.#prices = undefined;
    });
    return made.sorted;
  }

  /** Keeps a filter's count unless the catalogue was cleared since `mark`. */
  keepCount(key: string, total: number, mark: CacheMark): void {
    if (mark.clears === this.#clears) this.counts.set(key, total);
  }

  /**
   * Keeps an answer unless the catalogue was cleared since `mark`, or the stock of a product it
   * shows changed since (the answer may have been read before either).
   */
  keep(key: string, value: CachedAnswer, mark: CacheMark): void {
    if (mark.clears === this.#clears && !this.#stockChangedSince(mark.drops, value.productIds)) this.set(key, value);
  }

  #stockChangedSince(drops: number, productIds: readonly string[]): boolean {
    if (drops === this.#drops) return false;
    // Drops older than those remembered may have touched these products: not kept, to be safe.
    if ((this.#recentDrops[0]?.drop ?? Infinity) > drops + 1) return true;
    return this.#recentDrops.some(
      (recent) => recent.drop > drops && productIds.some((id) => recent.productIds.has(id)),
    );
  }
}
