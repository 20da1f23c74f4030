import { describe, expect, it } from 'vitest';
import { pageCountOf, readReturnFilter, refundOwed, statusOfFilter } from './return-filters.ts';

describe('the Returns page', () => {
  it('shows the requested returns unless the URL asks for others', () => {
    expect(readReturnFilter('')).toBe('requested');
    expect(readReturnFilter('approved')).toBe('approved');
    expect(readReturnFilter('all')).toBe('all');
    expect(readReturnFilter('deleted')).toBe('requested');
    expect(statusOfFilter('all')).toBeUndefined();
    expect(statusOfFilter('refused')).toBe('refused');
  });

  it('counts pages from the total, one at least', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
  });

  it('owes a refund for an approved return the gateway has not refunded, and only then', () => {
    expect(refundOwed({ status: 'approved', refunded: false })).toBe(true);
    expect(refundOwed({ status: 'approved', refunded: true })).toBe(false);
    expect(refundOwed({ status: 'requested', refunded: false })).toBe(false);
    expect(refundOwed({ status: 'refused', refunded: false })).toBe(false);
  });
});
