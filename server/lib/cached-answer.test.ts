import { describe, expect, it } from 'vitest';
import { CachedAnswer, createCatalogCache } from './cached-answer.ts';

// A sale drops only the catalogue answers showing what it sold (decision 0003): the cache stays warm
// under a stream of sales, and no answer read before a sale is kept after it.

const answer = (...productIds: string[]) => new CachedAnswer(JSON.stringify(productIds), productIds);

describe('the catalogue cache and stock changes', () => {
  it('drops only the answers showing a product whose stock changed, and keeps counts and prices', async () => {
    const cache = createCatalogCache();
    const mark = cache.mark();
    cache.keep('page 1', answer('ring', 'bangle'), mark);
    cache.keep('page 2', answer('coin', 'chain'), mark);
    cache.keep('ring alone', answer('ring'), mark);
    cache.keepCount('gold', 12, mark);
    const prices = cache.sortedPrices('rates', async () => Float64Array.of(100, 200));

    cache.dropProducts(['ring']);

    expect([...cache.keys()]).toEqual(['page 2']);
    expect(cache.counts.get('gold')).toBe(12);
    expect(cache.sortedPrices('rates', async () => Float64Array.of(0))).toBe(prices);
  });

  it('does not keep an answer read before a change of stock it shows, nor any after a clear', () => {
    const cache = createCatalogCache();
    const before = cache.mark();
    cache.dropProducts(['ring']);
    cache.keep('shows the ring', answer('ring', 'bangle'), before);
    cache.keep('shows no ring', answer('coin'), before);
    expect([...cache.keys()]).toEqual(['shows no ring']);

    const beforeClear = cache.mark();
    cache.clear();
    cache.keep('after the clear', answer('coin'), beforeClear);
    cache.keepCount('gold', 3, beforeClear);
    expect(cache.size).toBe(0);
    expect(cache.counts.size).toBe(0);
  });

  it('does not keep an answer whose read began before the drops it still remembers', () => {
    const cache = createCatalogCache();
    const longAgo = cache.mark();
    for (let sale = 0; sale < 300; sale++) cache.dropProducts([`piece ${sale}`]);
    cache.keep('shows an unsold piece', answer('coin'), longAgo);
    expect(cache.size).toBe(0);
    cache.keep('read just now', answer('coin'), cache.mark());
    expect(cache.size).toBe(1);
  });
});
