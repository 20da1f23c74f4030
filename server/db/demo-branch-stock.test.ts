import { describe, expect, it } from 'vitest';
import { demoProductRows } from './demo-catalogue.ts';

// The demo shop has pieces at both branches: coins and jewellery at each, some at one only.

const rows = demoProductRows(
  (
    (n) => () =>
      `prod_${++n}`
  )(0),
);
const atBranch = (branch: 'stockLouisiana' | 'stockHouston') => rows.filter((row) => (row[branch] ?? 0) > 0);

describe('the demo catalogue’s stock', () => {
  it('holds a coin and a piece of jewellery at each branch, and some pieces at one branch only', () => {
    for (const branch of ['stockLouisiana', 'stockHouston'] as const) {
      expect(
        atBranch(branch).some((row) => row.category === 'Coins'),
        branch,
      ).toBe(true);
      expect(
        atBranch(branch).some((row) => row.category !== 'Coins'),
        branch,
      ).toBe(true);
    }
    expect(rows.some((row) => row.stockLouisiana! > 0 && row.stockHouston === 0)).toBe(true);
    expect(rows.some((row) => row.stockHouston! > 0 && row.stockLouisiana === 0)).toBe(true);
    expect(rows.some((row) => row.stockHouston! > 0 && row.stockLouisiana! > 0)).toBe(true);
    for (const row of rows) expect(row.stock).toBe(row.stockLouisiana! + row.stockHouston!);
  });
});
