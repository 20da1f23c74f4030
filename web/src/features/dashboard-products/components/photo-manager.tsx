import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { MAX_PRODUCT_IMAGES } from '#domain/catalog/product-input.ts';
import { FieldError } from '#web/components/ui/form-field.tsx';
import { ACCEPT_PHOTOS } from '../api/upload-photo.ts';
import { usePhotoFocus } from '../hooks/use-photo-focus.ts';
import type { PhotoSlot, PhotoSlots } from '../hooks/use-photo-slots.ts';
import { PhotoDropZone } from './photo-drop-zone.tsx';
import { PhotoSlotRow } from './photo-slot-row.tsx';

interface PhotoManagerProps {
  photos: PhotoSlots;
  /** A message about the photos as a whole (the server's `images` field, still uploading…). */
  error?: string | undefined;
}

/**
 * The product's photos: a drop zone for several files at once (and a button that opens the file
 * picker, for keyboard users), then one row per slot with its upload progress, preview, and
 * buttons to move it up or down or remove it. The first photo is the product card's image.
 */
export function PhotoManager({ photos, error }: PhotoManagerProps) {
  const { slots } = photos;
  const input = useRef<HTMLInputElement>(null);
  /** The slot the file picker was opened for, if any: the chosen files go there first. */
  const target = useRef<string | undefined>(undefined);
  const { list, addButton, focusAfterChange } = usePhotoFocus(slots);
  const cardSlotId = slots.find((slot) => slot.state === 'done')?.id;
  const full = slots.length >= MAX_PRODUCT_IMAGES;

  const choose = (slotId?: string) => {
    target.current = slotId;
    input.current?.click();
  };

  const move = (slot: PhotoSlot, index: number, by: -1 | 1) => {
    const position = index + by + 1;
    focusAfterChange({ slotId: slot.id, button: by < 0 ? 'up' : 'down' });
    photos.moveSlot(slot.id, by);
    photos.announce(
      `Photo moved to position ${position} of ${slots.length}.` +
        (position === 1 && slot.state === 'done' ? ' It is now the card image.' : ''),
    );
  };

  const remove = (index: number, slot: PhotoSlot) => {
    focusAfterChange({ index });
    photos.removeSlot(slot.id);
  };

  const add = () => {
    photos.addSlot();
    focusAfterChange({ index: slots.length });
    photos.announce(`Photo slot ${slots.length + 1} added.`);
  };

  return (
    <fieldset aria-describedby="photos-hint">
      <legend className="text-sm font-medium text-ink">
        Photos <span className="font-normal text-ink-soft">(optional)</span>
      </legend>
      <p id="photos-hint" className="mt-1 text-xs text-ink-soft">
        JPEG, PNG, WebP or AVIF, up to 10 MB each, at most {MAX_PRODUCT_IMAGES}. The first photo is the card image.
      </p>

      <PhotoDropZone full={full} onChoose={() => choose()} onDropFiles={(files) => photos.addFiles(files)}>
        <input
          ref={input}
          type="file"
          accept={ACCEPT_PHOTOS}
          multiple
          hidden
          aria-label="Photo files"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            photos.addFiles(files, target.current);
          }}
        />
      </PhotoDropZone>

      <FieldError id="photos-error" error={error} />

      <ol ref={list} aria-label="Photo slots" className="mt-4 space-y-3">
        {slots.map((slot, index) => (
          <PhotoSlotRow
            key={slot.id}
            slot={slot}
            index={index}
            count={slots.length}
            isCardImage={slot.id === cardSlotId}
            onChoose={() => choose(slot.id)}
            onRetry={() => photos.retry(slot.id)}
            onMove={(by) => move(slot, index, by)}
            onRemove={() => remove(index, slot)}
            onDropFiles={(files) => photos.addFiles(files, slot.id)}
          />
        ))}
      </ol>

      <button
        ref={addButton}
        type="button"
        onClick={add}
        disabled={full}
        className="mt-3 inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-gold-700 transition hover:bg-gold-50 disabled:cursor-not-allowed disabled:text-stone-500 disabled:hover:bg-transparent"
      >
        <Plus aria-hidden="true" className="size-4" />
        Add another photo
      </button>

      <p role="status" className="sr-only">
        {photos.announcement}
      </p>
    </fieldset>
  );
}
