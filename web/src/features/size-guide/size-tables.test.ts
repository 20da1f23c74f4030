import { describe, expect, it } from 'vitest';
import { SCALE_SIZES } from '#domain/sizes/size-scales.ts';
import { bangleRows, chainRows, ringRows, sizerCircles } from './size-tables.ts';

describe('the size guide tables', () => {
  it('give every ring size its inside diameter and circumference, to one decimal', () => {
    const rows = ringRows();
    expect(rows.map((row) => row.size)).toEqual(SCALE_SIZES.ring);
    expect(rows.find((row) => row.size === '7')).toEqual({ size: '7', diameterMm: 17.3, circumferenceMm: 54.4 });
    // 11.63 + 0.8128 × 3 = 14.0684 mm; × π = 44.197 mm.
    expect(rows[0]).toEqual({ size: '3', diameterMm: 14.1, circumferenceMm: 44.2 });
    expect(rows.at(-1)).toEqual({ size: '13', diameterMm: 22.2, circumferenceMm: 69.7 });
  });

  it('give every bangle size the hand it slips over', () => {
    // 2 6⁄16 in = 60.325 mm across; × π = 189.52 mm round the folded hand.
    expect(bangleRows().find((row) => row.size === '2-6')).toEqual({
      size: '2-6',
      diameterMm: 60.3,
      circumferenceMm: 189.5,
    });
    expect(bangleRows().map((row) => row.size)).toEqual(SCALE_SIZES.bangle);
  });

  it('draw the whole ring sizes at their exact diameters', () => {
    const circles = sizerCircles();
    expect(circles.map((circle) => circle.size)).toEqual(['3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13']);
    expect(circles[4]!.diameterMm).toBeCloseTo(17.3196, 4);
  });

  it('place every chain length of both scales once, where it falls', () => {
    const rows = chainRows();
    expect(rows.flatMap((row) => row.inches)).toEqual(SCALE_SIZES.chainInches);
    expect(rows.flatMap((row) => row.cm)).toEqual(SCALE_SIZES.chainCm);
    expect(Object.fromEntries(rows.map((row) => [row.place, [row.inches, row.cm]]))).toEqual({
      choker: [['14'], ['35']],
      neckBase: [['16'], ['40']],
      collarbone: [['18'], ['45']],
      belowCollarbone: [['20'], ['50']],
      neckline: [
        ['22', '24'],
        ['55', '60'],
      ],
      belowBust: [
        ['26', '28', '30'],
        ['65', '70', '75', '80'],
      ],
    });
  });
});
