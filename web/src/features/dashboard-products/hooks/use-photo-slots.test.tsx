import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_PRODUCT_IMAGES } from '#domain/catalog/product-input.ts';
import { usePhotoSlots, type PhotoSlot } from './use-photo-slots.ts';

// Only files the form refuses before sending are dropped in here: nothing is uploaded.
const pdf = (name = 'catalogue.pdf') => new File(['%PDF'], name, { type: 'application/pdf' });
const REFUSED = 'Only JPEG, PNG, WebP and AVIF images can be uploaded.';

const states = (slots: PhotoSlot[]) => slots.map((slot) => slot.state);

describe('usePhotoSlots', () => {
  it('starts with one blank slot for a new product', () => {
    const { result } = renderHook(() => usePhotoSlots());
    expect(states(result.current.slots)).toEqual(['empty']);
    expect(result.current.images).toEqual([]);
    expect(result.current.uploading).toBe(false);
  });

  it('starts from a product’s photos, in order', () => {
    const { result } = renderHook(() => usePhotoSlots(['/a.webp', '/b.webp']));
    expect(states(result.current.slots)).toEqual(['done', 'done']);
    expect(result.current.images).toEqual(['/a.webp', '/b.webp']);
  });

  it('adds slots up to the limit and no further', () => {
    const { result } = renderHook(() => usePhotoSlots());
    for (let i = 0; i < MAX_PRODUCT_IMAGES + 3; i++) act(() => void result.current.addSlot());
    expect(result.current.slots).toHaveLength(MAX_PRODUCT_IMAGES);
  });

  it('removes a slot only while more than one remains', () => {
    const { result } = renderHook(() => usePhotoSlots(['/a.webp', '/b.webp']));
    act(() => result.current.removeSlot(result.current.slots[0]!.id));
    expect(result.current.images).toEqual(['/b.webp']);
    expect(result.current.announcement).toBe('Photo removed.');
    act(() => result.current.removeSlot(result.current.slots[0]!.id));
    expect(result.current.images).toEqual(['/b.webp']);
  });

  it('moves a photo up or down, and not past either end', () => {
    const { result } = renderHook(() => usePhotoSlots(['/a.webp', '/b.webp', '/c.webp']));
    const [first, , last] = result.current.slots;
    act(() => result.current.moveSlot(first!.id, 1));
    expect(result.current.images).toEqual(['/b.webp', '/a.webp', '/c.webp']);
    act(() => result.current.moveSlot(last!.id, 1));
    act(() => result.current.moveSlot(result.current.slots[0]!.id, -1));
    expect(result.current.images).toEqual(['/b.webp', '/a.webp', '/c.webp']);
  });

  it('refuses a file that is not a photo in its slot, without uploading it, and cannot retry it', () => {
    const { result } = renderHook(() => usePhotoSlots());
    let left: number | undefined;
    act(() => void (left = result.current.addFiles([pdf()])));
    expect(left).toBe(0);
    expect(result.current.slots).toEqual([
      { id: result.current.slots[0]!.id, state: 'failed', fileName: 'catalogue.pdf', error: REFUSED, file: null },
    ]);
    expect(result.current.uploading).toBe(false);
    act(() => result.current.retry(result.current.slots[0]!.id));
    expect(states(result.current.slots)).toEqual(['failed']);
  });

  it('fills the slot a file is dropped on first, then the other open slots, then new ones', () => {
    const { result } = renderHook(() => usePhotoSlots(['/a.webp']));
    act(() => void result.current.addSlot());
    act(() => void result.current.addSlot());
    const [, second, third] = result.current.slots;
    act(() => void result.current.addFiles([pdf('one.pdf'), pdf('two.pdf'), pdf('three.pdf')], third!.id));
    const names = result.current.slots.map((slot) =>
      slot.state === 'done' ? slot.url : slot.state === 'failed' ? slot.fileName : '',
    );
    expect(names).toEqual(['/a.webp', 'two.pdf', 'one.pdf', 'three.pdf']);
    expect(result.current.slots[1]!.id).toBe(second!.id);
    expect(result.current.images).toEqual(['/a.webp']);
  });

  it('leaves out the files beyond the limit and says so', () => {
    const { result } = renderHook(() => usePhotoSlots());
    const files = Array.from({ length: MAX_PRODUCT_IMAGES + 2 }, (_, i) => pdf(`${i}.pdf`));
    let left: number | undefined;
    act(() => void (left = result.current.addFiles(files)));
    expect(left).toBe(2);
    expect(result.current.slots).toHaveLength(MAX_PRODUCT_IMAGES);
    expect(result.current.announcement).toBe(
      `Uploading ${MAX_PRODUCT_IMAGES} photos. 2 left out: a product has at most ${MAX_PRODUCT_IMAGES} photos.`,
    );
  });

  it('ignores an empty drop', () => {
    const { result } = renderHook(() => usePhotoSlots());
    let left: number | undefined = -1;
    act(() => void (left = result.current.addFiles([])));
    expect(left).toBeUndefined();
    expect(states(result.current.slots)).toEqual(['empty']);
    expect(result.current.announcement).toBe('');
  });

  it('goes back to the given photos on reset', () => {
    const { result } = renderHook(() => usePhotoSlots(['/a.webp']));
    act(() => void result.current.addFiles([pdf()]));
    act(() => result.current.reset(['/x.webp', '/y.webp']));
    expect(result.current.images).toEqual(['/x.webp', '/y.webp']);
    act(() => result.current.reset());
    expect(states(result.current.slots)).toEqual(['empty']);
  });
});
