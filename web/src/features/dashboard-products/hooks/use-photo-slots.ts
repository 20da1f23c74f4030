import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_PRODUCT_IMAGES } from '#domain/catalog/product-input.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { fileProblem, uploadPhoto } from '../api/upload-photo.ts';

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

/** The server's sentence for a refused photo (413, 415), or ours for a lost connection. */
function uploadErrorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'The photo could not be uploaded. Please try again.';
}

const worthRetrying = (error: unknown) => !(error instanceof ApiError) || error.status >= 500 || error.status === 429;
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The photos of the product form (spec section 5): it starts with one slot, more can be added,
 * a slot can be removed only while more than one remains, and blank slots are dropped on save.
 * Every file is uploaded as soon as it is chosen or dropped, with its own progress.
 */
export function usePhotoSlots(initialImages: readonly string[] = []) {
  const [slots, setSlots] = useState<PhotoSlot[]>(() => fromImages(initialImages));
  /** The latest sentence for the screen reader's live region. */
  const [announcement, setAnnouncement] = useState('');
  const uploads = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const change = useCallback((id: string, update: (slot: PhotoSlot) => PhotoSlot) => {
    setSlots((current) => current.map((slot) => (slot.id === id ? update(slot) : slot)));
  }, []);

  const start = useCallback(
    (id: string, file: File) => {
      const problem = fileProblem(file);
      if (problem) {
        change(id, () => ({ id, state: 'failed', fileName: file.name, error: problem, file: null }));
        return;
      }
      const controller = new AbortController();
      uploads.current.set(id, controller);
      uploadPhoto(file, {
        signal: controller.signal,
        onProgress: (progress) => change(id, (slot) => (slot.state === 'uploading' ? { ...slot, progress } : slot)),
      })
        .then((result) => {
          change(id, () => ({ id, state: 'done', url: result.url, fileName: file.name }));
          setAnnouncement(`${file.name} uploaded.`);
        })
        .catch((error: unknown) => {
          if (isAbort(error)) return;
          const text = uploadErrorText(error);
          change(id, () => ({
            id,
            state: 'failed',
            fileName: file.name,
            error: text,
            file: worthRetrying(error) ? file : null,
          }));
          setAnnouncement(`${file.name} could not be uploaded: ${text}`);
        })
        .finally(() => {
          if (uploads.current.get(id) === controller) uploads.current.delete(id);
        });
    },
    [change],
  );

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
      setSlots((current) => {
        const byId = new Map(placements.map((placement) => [placement.id, placement.file]));
        const next: PhotoSlot[] = current.map((slot) => {
          const file = byId.get(slot.id);
          if (!file) return slot;
          byId.delete(slot.id);
          return { id: slot.id, state: 'uploading', fileName: file.name, progress: 0 };
        });
        for (const [id, file] of byId) next.push({ id, state: 'uploading', fileName: file.name, progress: 0 });
        return next;
      });
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

  const removeSlot = useCallback((id: string) => {
    uploads.current.get(id)?.abort();
    uploads.current.delete(id);
    setSlots((current) => (current.length > 1 ? current.filter((slot) => slot.id !== id) : current));
    setAnnouncement('Photo removed.');
  }, []);

  const moveSlot = useCallback((id: string, by: -1 | 1) => {
    setSlots((current) => {
      const from = current.findIndex((slot) => slot.id === id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
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
  const reset = useCallback((images: readonly string[] = []) => {
    for (const controller of uploads.current.values()) controller.abort();
    uploads.current.clear();
    setSlots(fromImages(images));
  }, []);

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
