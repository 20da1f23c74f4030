import { useCallback, useState } from 'react';
import { MAX_PRODUCT_IMAGES } from '#domain/catalog/product-input.ts';
import { usePhotoUploads } from './use-photo-uploads.ts';

/** One photo place of the form: blank, uploading, uploaded, or refused. */
export type PhotoSlot =
  | { id: string; state: 'empty' }
  | { id: string; state: 'uploading'; fileName: string; progress: number }
  | { id: string; state: 'done'; url: string; fileName: string | null }
  /** `file` is kept when trying again may help (a dropped connection, a server hiccup). */
  | { id: string; state: 'failed'; fileName: string; error: string; file: File | null };

let lastSlotId = 0;
const newSlotId = () => `photo-slot-${++lastSlotId}`;

const fromImages = (images: readonly string[]): PhotoSlot[] =>
  images.length > 0
    ? images.map((url) => ({ id: newSlotId(), state: 'done', url, fileName: null }))
    : [{ id: newSlotId(), state: 'empty' }];

/** The slots with each placed file uploading: in the slot it was given, or in a new one at the end. */
function withUploadsStarted(current: PhotoSlot[], placements: { id: string; file: File }[]): PhotoSlot[] {
  const byId = new Map(placements.map((placement) => [placement.id, placement.file]));
  const next: PhotoSlot[] = current.map((slot) => {
    const file = byId.get(slot.id);
    if (!file) return slot;
    byId.delete(slot.id);
    return { id: slot.id, state: 'uploading', fileName: file.name, progress: 0 };
  });
  for (const [id, file] of byId) next.push({ id, state: 'uploading', fileName: file.name, progress: 0 });
  return next;
}

/** The slots with one moved a place up (-1) or down (1); unchanged at either end. */
function withSlotMoved(current: PhotoSlot[], id: string, by: -1 | 1): PhotoSlot[] {
  const from = current.findIndex((slot) => slot.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= current.length) return current;
  const next = [...current];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * The photos of the product form: it starts with one slot, more can be added,
 * a slot can be removed only while more than one remains, and blank slots are dropped on save.
 * Every file is uploaded as soon as it is chosen or dropped, with its own progress.
 */
export function usePhotoSlots(initialImages: readonly string[] = []) {
  const [slots, setSlots] = useState<PhotoSlot[]>(() => fromImages(initialImages));
  /** The latest sentence for the screen reader's live region. */
  const [announcement, setAnnouncement] = useState('');
  const change = useCallback((id: string, update: (slot: PhotoSlot) => PhotoSlot) => {
    setSlots((current) => current.map((slot) => (slot.id === id ? update(slot) : slot)));
  }, []);
  const { start, stop, stopAll } = usePhotoUploads(change, setAnnouncement);

  /**
   * Files chosen or dropped: the slot they were dropped on first (if any), then the other blank
   * or refused slots in order, then new slots at the end, up to MAX_PRODUCT_IMAGES in all.
   */
  const addFiles = useCallback(
    (files: readonly File[], targetId?: string) => {
      if (files.length === 0) return;
      const open = slots.filter((slot) => slot.state === 'empty' || slot.state === 'failed').map((slot) => slot.id);
      if (targetId && open.includes(targetId)) {
        open.splice(open.indexOf(targetId), 1);
        open.unshift(targetId);
      }
      const room = open.length + Math.max(0, MAX_PRODUCT_IMAGES - slots.length);
      const taken = files.slice(0, room);
      const placements = taken.map((file, index) => ({ id: open[index] ?? newSlotId(), file }));
      setSlots((current) => withUploadsStarted(current, placements));
      for (const { id, file } of placements) start(id, file);
      const left = files.length - taken.length;
      setAnnouncement(
        `Uploading ${taken.length} ${taken.length === 1 ? 'photo' : 'photos'}.` +
          (left > 0 ? ` ${left} left out: a product has at most ${MAX_PRODUCT_IMAGES} photos.` : ''),
      );
      return left;
    },
    [slots, start],
  );

  const addSlot = useCallback(() => {
    const id = newSlotId();
    setSlots((current) => (current.length >= MAX_PRODUCT_IMAGES ? current : [...current, { id, state: 'empty' }]));
    return id;
  }, []);

  const removeSlot = useCallback(
    (id: string) => {
      stop(id);
      setSlots((current) => (current.length > 1 ? current.filter((slot) => slot.id !== id) : current));
      setAnnouncement('Photo removed.');
    },
    [stop],
  );

  const moveSlot = useCallback((id: string, by: -1 | 1) => {
    setSlots((current) => withSlotMoved(current, id, by));
  }, []);

  const retry = useCallback(
    (id: string) => {
      const slot = slots.find((candidate) => candidate.id === id);
      if (slot?.state !== 'failed' || !slot.file) return;
      const file = slot.file;
      change(id, () => ({ id, state: 'uploading', fileName: file.name, progress: 0 }));
      start(id, file);
    },
    [slots, change, start],
  );

  /** Back to these images (the form was reset, or the product reloaded). */
  const reset = useCallback(
    (images: readonly string[] = []) => {
      stopAll();
      setSlots(fromImages(images));
    },
    [stopAll],
  );

  return {
    slots,
    announcement,
    announce: setAnnouncement,
    addFiles,
    addSlot,
    removeSlot,
    moveSlot,
    retry,
    reset,
    /** The uploaded photos in order: what is saved (blank and refused slots are dropped). */
    images: slots.flatMap((slot) => (slot.state === 'done' ? [slot.url] : [])),
    uploading: slots.some((slot) => slot.state === 'uploading'),
  };
}

export type PhotoSlots = ReturnType<typeof usePhotoSlots>;
