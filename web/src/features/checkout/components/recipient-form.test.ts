import { describe, expect, it } from 'vitest';
import { fulfilmentOf } from './recipient-form.ts';

describe('the fulfilment a checkout quotes for', () => {
  it('is the branch for a pick-up, nothing until a state is chosen, and the ZIP once it has five digits', () => {
    expect(fulfilmentOf('houston', '')).toEqual({ kind: 'pickup', branchId: 'houston' });
    expect(fulfilmentOf('ship', '')).toBeNull();
    expect(fulfilmentOf('ship', 'LA', '708')).toEqual({ kind: 'ship', state: 'LA' });
    expect(fulfilmentOf('ship', 'LA', ' 70806-1234 ')).toEqual({ kind: 'ship', state: 'LA', zip: '70806' });
    expect(fulfilmentOf('ship', 'TX', '77036')).toEqual({ kind: 'ship', state: 'TX', zip: '77036' });
  });
});
