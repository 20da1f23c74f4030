// A DOM test (.tsx): the embedded data is read from the page's own <script> element.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '#domain/query-keys.ts';
import { INITIAL_DATA_ELEMENT_ID, primeFromInitialData } from './initial-data.ts';

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
}

describe('primeFromInitialData', () => {
  afterEach(() => document.body.replaceChildren());

  it('puts each embedded answer in the cache under its key', () => {
    const cart = { lines: [], subtotal: 0 };
    embed(
      JSON.stringify([
        { key: queryKeys.cart, data: cart },
        { key: queryKeys.me, data: null },
        { key: queryKeys.productList({ pageSize: 12 }), data: { items: [], total: 0 } },
      ]),
    );
    const client = new QueryClient();
    primeFromInitialData(client);
    expect(client.getQueryData(queryKeys.cart)).toEqual(cart);
    expect(client.getQueryState(queryKeys.me)?.status).toBe('success');
    expect(client.getQueryData(queryKeys.me)).toBeNull();
    // The page asks with its unset filters too: the same entry.
    expect(client.getQueryData(queryKeys.productList({ pageSize: 12, q: undefined }))).toEqual({ items: [], total: 0 });
  });

  it('leaves the cache empty without embedded data, or with data it cannot read', () => {
    const client = new QueryClient();
    primeFromInitialData(client);
    embed('{ not json');
    primeFromInitialData(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
