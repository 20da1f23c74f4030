import { beforeAll, describe, expect, it } from 'vitest';
import {
  currentDirection,
  currentLanguage,
  documentHref,
  loadLanguage,
  routerPath,
  t,
  translateIfKnown,
} from './i18n.ts';

describe('an Arabic page', () => {
  beforeAll(() => loadLanguage('ar', ['shell', 'deferred']));

  it('speaks Arabic, right to left', () => {
    expect(currentLanguage()).toBe('ar');
    expect(currentDirection()).toBe('rtl');
    expect(t('shell.nav.home')).toBe('الرئيسية');
  });

  it('writes the addresses a full page load goes to under /ar, and reads the router’s path without it', () => {
    expect(documentHref('/')).toBe('/ar');
    expect(documentHref('/?auth=google')).toBe('/ar?auth=google');
    expect(documentHref('/login?redirect=/cart')).toBe('/ar/login?redirect=/cart');
    expect(routerPath('/ar')).toBe('/');
    expect(routerPath('/ar/account/orders')).toBe('/account/orders');
    expect(routerPath('/arabic-gold')).toBe('/arabic-gold');
  });

  it('translates the server’s sentences it knows, and leaves the others as they came', () => {
    expect(translateIfKnown('This needs an admin account.')).toBe('يتطلب هذا حساب مسؤول.');
    expect(translateIfKnown('Only 3 left')).toBe('Only 3 left');
  });
});
