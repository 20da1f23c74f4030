import { describe, expect, it } from 'vitest';
import { store } from '../store/settings.ts';
import { defaultReturnDays, returnDaysSchema } from './return-policy.ts';

describe('the return policy of a product', () => {
  it('gives jewellery the shop’s window and bullion none', () => {
    expect(defaultReturnDays('jewellery')).toBe(store.returnWindowDays);
    expect(defaultReturnDays('bullion')).toBeNull();
  });

  it('takes whole days from 1 to 365, or null for a final sale', () => {
    expect(returnDaysSchema.parse(30)).toBe(30);
    expect(returnDaysSchema.parse(null)).toBeNull();
    for (const bad of [0, -1, 366, 2.5, '30']) expect(returnDaysSchema.safeParse(bad).success).toBe(false);
  });
});
