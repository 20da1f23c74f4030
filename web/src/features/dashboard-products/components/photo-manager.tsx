import { ArrowDown, ArrowUp, ImageOff, ImagePlus, Loader2, Plus, RotateCcw, Star, Trash2, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { imageSrcSet } from '#domain/catalog/images.ts';
import { MAX_PRODUCT_IMAGES } from '#domain/catalog/product-input.ts';
import { FieldError } from '#web/components/ui/form-field.tsx';
import { ACCEPT_PHOTOS } from '../api/upload-photo.ts';
import type { PhotoSlot, PhotoSlots } from '../hooks/use-photo-slots.ts';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/** Where focus goes after a move or a removal, once the list has re-rendered. */
type FocusTarget = { slotId: string; button: 'up' | 'down' } | { index: number } | 'add';

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
  const target = useRef<string | undefined>(undefined);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  const [dragging, setDragging] = useState(false);
  const cardSlotId = slots.find((slot) => slot.state === 'done')?.id;
  const full = slots.length >= MAX_PRODUCT_IMAGES;

  // A file dropped beside the drop zone must not make the browser leave the form to show it.
  useEffect(() => {
    const keep = (event: globalThis.DragEvent) => {
      if (event.dataTransfer && Array.from(event.dataTransfer.types).includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);

  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    if (wanted === 'add') return addButton.current?.focus();
    if ('slotId' in wanted) {
      const other = wanted.button === 'up' ? 'down' : 'up';
      const button =
        document.getElementById(`${wanted.slotId}-${wanted.button}`) ??
        document.getElementById(`${wanted.slotId}-${other}`);
      if (button instanceof HTMLButtonElement && !button.disabled) return button.focus();
      return document.getElementById(`${wanted.slotId}-${other}`)?.focus();
    }
    const rows = list.current?.querySelectorAll<HTMLElement>('[data-slot-row]') ?? [];
    const row = rows[Math.min(wanted.index, rows.length - 1)];
    const button = row?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    if (button) button.focus();
    else addButton.current?.focus();
  }, [slots]);

  const choose = (slotId?: string) => {
    target.current = slotId;
    input.current?.click();
  };

  const move = (slot: PhotoSlot, index: number, by: -1 | 1) => {
    const position = index + by + 1;
    focusNext.current = { slotId: slot.id, button: by < 0 ? 'up' : 'down' };
    photos.moveSlot(slot.id, by);
    photos.announce(
      `Photo moved to position ${position} of ${slots.length}.` +
        (position === 1 && slot.state === 'done' ? ' It is now the card image.' : ''),
    );
  };

  const remove = (index: number, slot: PhotoSlot) => {
    focusNext.current = { index };
    photos.removeSlot(slot.id);
  };

  const add = () => {
    photos.addSlot();
    focusNext.current = { index: slots.length };
    photos.announce(`Photo slot ${slots.length + 1} added.`);
  };

  const drop = (event: DragEvent, slotId?: string) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.stopPropagation();
    setDragging(false);
    photos.addFiles(Array.from(event.dataTransfer.files), slotId);
  };

  return (
    <fieldset aria-describedby="photos-hint">
      <legend className="text-sm font-medium text-ink">
        Photos <span className="font-normal text-ink-soft">(optional)</span>
      </legend>
      <p id="photos-hint" className="mt-1 text-xs text-ink-soft">
        JPEG, PNG, WebP or AVIF, up to 10 MB each, at most {MAX_PRODUCT_IMAGES}. The first photo is the card image.
      </p>

      <div
        data-testid="photo-drop-zone"
        onDragEnter={(event) => hasFiles(event) && setDragging(true)}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => drop(event)}
        className={`mt-3 flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-5 py-8 text-center transition ${
          dragging ? 'border-gold-500 bg-gold-50' : 'border-gold-300/70 bg-ivory'
        }`}
      >
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-full bg-white text-gold-600 shadow-sm"
        >
          <Upload className="size-5" />
        </span>
        <p className="text-sm text-ink">
          <span className="font-semibold">Drag photos here</span>
          <span className="text-ink-soft"> — several at once — or</span>
        </p>
        <button
          type="button"
          onClick={() => choose()}
          aria-disabled={full || undefined}
          disabled={full}
          className="btn-outline py-2.5 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          Choose photos
        </button>
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
      </div>

      <FieldError id="photos-error" error={error} />

      <ol ref={list} aria-label="Photo slots" className="mt-4 space-y-3">
        {slots.map((slot, index) => (
          <li
            key={slot.id}
            data-slot-row
            onDragOver={(event) => {
              if (slot.state !== 'empty' && slot.state !== 'failed') return;
              if (!hasFiles(event)) return;
              event.preventDefault();
            }}
            onDrop={(event) => (slot.state === 'empty' || slot.state === 'failed' ? drop(event, slot.id) : undefined)}
            className={`flex gap-3 rounded-2xl bg-white p-3 ring-1 sm:gap-4 ${
              slot.state === 'failed' ? 'ring-ruby/40' : 'ring-gold-100'
            }`}
          >
            <SlotPreview slot={slot} />
            <div className="min-w-0 flex-1 self-center">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
                Photo {index + 1}
                {slot.id === cardSlotId ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-gold-50 px-2 py-0.5 text-[11px] font-semibold tracking-wide text-gold-700 uppercase ring-1 ring-gold-300">
                    <Star aria-hidden="true" className="size-3 fill-current" />
                    Card image
                  </span>
                ) : null}
              </p>
              <SlotStatus slot={slot} onChoose={() => choose(slot.id)} onRetry={() => photos.retry(slot.id)} />
            </div>
            <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:items-center">
              <div className="flex gap-1">
                <IconButton
                  id={`${slot.id}-up`}
                  label={`Move photo ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => move(slot, index, -1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </IconButton>
                <IconButton
                  id={`${slot.id}-down`}
                  label={`Move photo ${index + 1} down`}
                  disabled={index === slots.length - 1}
                  onClick={() => move(slot, index, 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </IconButton>
              </div>
              <IconButton
                id={`${slot.id}-remove`}
                label={`Remove photo ${index + 1}`}
                disabled={slots.length <= 1}
                tone="danger"
                onClick={() => remove(index, slot)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </IconButton>
            </div>
          </li>
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

function SlotPreview({ slot }: { slot: PhotoSlot }) {
  const frame = 'grid size-16 shrink-0 place-items-center overflow-hidden rounded-xl sm:size-20';
  if (slot.state === 'done') {
    return (
      <span className={`${frame} bg-sand`}>
        <img
          src={slot.url}
          srcSet={imageSrcSet(slot.url)}
          sizes="80px"
          alt=""
          width={80}
          height={80}
          className="size-full object-cover"
        />
      </span>
    );
  }
  if (slot.state === 'uploading') {
    return (
      <span className={`${frame} bg-gold-50 text-gold-600`}>
        <Loader2 aria-hidden="true" className="size-6 animate-spin" />
      </span>
    );
  }
  if (slot.state === 'failed') {
    return (
      <span className={`${frame} bg-ruby/5 text-ruby`}>
        <ImageOff aria-hidden="true" className="size-6" />
      </span>
    );
  }
  return (
    <span className={`${frame} border-2 border-dashed border-stone-300 bg-ivory text-stone-500`}>
      <ImagePlus aria-hidden="true" className="size-6" />
    </span>
  );
}

function SlotStatus({ slot, onChoose, onRetry }: { slot: PhotoSlot; onChoose: () => void; onRetry: () => void }) {
  const linkButton =
    'inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-gold-700 underline-offset-4 hover:underline';
  switch (slot.state) {
    case 'empty':
      return (
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
          <span>No photo yet</span>
          <button type="button" onClick={onChoose} className={linkButton}>
            Choose a file
          </button>
        </p>
      );
    case 'uploading': {
      const percent = Math.round(slot.progress * 100);
      return (
        <div className="mt-1">
          <p className="truncate text-xs text-ink-soft" title={slot.fileName}>
            {slot.fileName}
          </p>
          <div className="mt-1.5 flex items-center gap-2">
            <div
              role="progressbar"
              aria-label={`Uploading ${slot.fileName}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 flex-1 overflow-hidden rounded-full bg-sand"
            >
              <div
                className="h-full rounded-full bg-gold-500 transition-[width] duration-200"
                style={{ width: `${percent}%` }}
              />
            </div>
            <span className="w-20 shrink-0 text-xs text-ink-soft tabular-nums">
              {percent < 100 ? `${percent}%` : 'Processing…'}
            </span>
          </div>
        </div>
      );
    }
    case 'done':
      return (
        <p className="mt-1 truncate text-xs text-ink-soft" title={slot.fileName ?? undefined}>
          {slot.fileName ? `${slot.fileName} · uploaded` : 'Saved photo'}
        </p>
      );
    case 'failed':
      return (
        <div className="mt-1">
          <p className="truncate text-xs text-ink-soft" title={slot.fileName}>
            {slot.fileName}
          </p>
          <p className="mt-1 text-sm text-ruby">{slot.error}</p>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {slot.file ? (
              <button type="button" onClick={onRetry} className={linkButton}>
                <RotateCcw aria-hidden="true" className="size-3.5" />
                Try again
              </button>
            ) : null}
            <button type="button" onClick={onChoose} className={linkButton}>
              Choose another file
            </button>
          </p>
        </div>
      );
  }
}

function IconButton({
  id,
  label,
  disabled,
  tone = 'plain',
  onClick,
  children,
}: {
  id: string;
  label: string;
  disabled: boolean;
  tone?: 'plain' | 'danger';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      id={id}
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`grid size-9 place-items-center rounded-full border transition disabled:cursor-not-allowed disabled:border-stone-200 disabled:text-stone-400 disabled:hover:bg-transparent ${
        tone === 'danger'
          ? 'border-ruby/30 text-ruby hover:bg-ruby/5'
          : 'border-gold-300 text-gold-700 hover:bg-gold-50'
      }`}
    >
      {children}
    </button>
  );
}
