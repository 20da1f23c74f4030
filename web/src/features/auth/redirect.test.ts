import { describe, expect, it } from 'vitest';
import { safeRedirect, withSearchParam } from './redirect.ts';

// ?redirect= is written by whoever sent the link: only a path on this site may come out, whatever
// the router or the browser would make of the rest.

describe('safeRedirect', () => {
  it.each([
    ['/cart', '/cart'],
    ['/', '/'],
    ['/product/prod_abc123?size=21#photos', '/product/prod_abc123?size=21#photos'],
    ['/collection?q=gold ring&sort=price-asc', '/collection?q=gold%20ring&sort=price-asc'],
    ['/collection?q=50%25', '/collection?q=50%25'],
    ['/cart?next=//evil.example', '/cart?next=//evil.example'],
    ['/cart#//evil.example', '/cart#//evil.example'],
    ['/account/./orders', '/account/orders'],
    ['/account/x/../orders', '/account/orders'],
    ['/about@evil.example', '/about@evil.example'],
  ])('follows the same-site path %j as %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    // nothing, or not a path
    null,
    undefined,
    '',
    'cart',
    'https://evil.example/',
    'http://localhost:3000/cart',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:a@evil.example',
    ' /cart',
    // another host: protocol-relative, and what normalises into it
    '//evil.example',
    '///evil.example',
    '////evil.example/cart',
    '/.//evil.example',
    '/./evil.example/..//evil.example',
    '/..//evil.example',
    '/../../..//evil.example',
    '/x/../..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/././/evil.example',
    // backslashes, which browsers read as slashes
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/cart\\..\\..\\evil',
    // encoded slashes and backslashes, and encodings of those
    '/%2fevil.example',
    '/%2Fevil.example',
    '/%5cevil.example',
    '/%5Cevil.example',
    '/cart/%2f%2fevil.example',
    '/%252fevil.example',
    '/%255cevil.example',
    // control characters, which URL parsers drop or stop at
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000/evil.example',
    '/cart\u001f',
    '/cart\u007f',
    '/cart\u0085',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0D%0A/evil.example',
    '/%00',
    '/cart%7f',
    // invisible and line-separating characters
    '/\u2028/evil.example',
    '/\u200b/evil.example',
    '/\ufeff/evil.example',
    // too long
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it('never returns anything that resolves off the site, for any two-character spelling after "/"', () => {
    const pieces = ['/', '\\', '.', '%2e', '%2f', '%5c', '%09', '\t', '@', ':', '?', '#', 'x', '%', '2f'];
    for (const a of pieces) {
      for (const b of pieces) {
        for (const c of pieces) {
          const value = `/${a}${b}${c}evil.example`;
          const result = safeRedirect(value);
          if (result === null) continue;
          expect(result, value).toMatch(/^\/(?![/\\])/);
          expect(new URL(result, 'https://shop.invalid').origin, value).toBe('https://shop.invalid');
          expect(safeRedirect(result), `${value} is stable`).toBe(result);
        }
      }
    }
  });
});

describe('withSearchParam', () => {
  it('sets one query parameter on a path', () => {
    expect(withSearchParam('/cart', 'auth', 'google')).toBe('/cart?auth=google');
    expect(withSearchParam('/collection?q=ring#top', 'auth', 'google')).toBe('/collection?q=ring&auth=google#top');
  });
});
