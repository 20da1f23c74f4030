import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './images.ts';

describe('imageSrcSet', () => {
  it('offers an upload at its three stored widths', () => {
    expect(imageSrcSet('/media/uploads/abc123.webp')).toBe(
      '/media/uploads/abc123.400.webp 400w, /media/uploads/abc123.800.webp 800w, /media/uploads/abc123.webp 1600w',
    );
  });

  it('offers the demo art at its two widths', () => {
    expect(imageSrcSet('/media/demo/ring-gold-a.webp')).toBe(
      '/media/demo/ring-gold-a.320.webp 320w, /media/demo/ring-gold-a.webp 640w',
    );
  });

  it('leaves other images alone', () => {
    for (const url of ['https://example.com/a.webp', '/media/demo/a.320.webp', '/media/uploads/a.800.webp', '/x.png']) {
      expect(imageSrcSet(url)).toBeUndefined();
    }
  });
});
