import { ArrowDown, ArrowUp, ImageOff, ImagePlus, Loader2, Star, Trash2 } from 'lucide-react';
import type { DragEvent, ReactNode } from 'react';
import { ProductThumb } from '#web/components/ui/product-thumb.tsx';
import type { PhotoSlot } from '../hooks/use-photo-slots.ts';
import { hasFiles } from './photo-drop-zone.tsx';
import { SlotStatus } from './photo-slot-status.tsx';

interface PhotoSlotRowProps {
  slot: PhotoSlot;
  index: number;
  count: number;
  /** This photo is the product card's image (the first uploaded one). */
  isCardImage: boolean;
  onChoose: () => void;
  onRetry: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onDropFiles: (files: File[]) => void;
}

/** One photo slot: its preview, name and upload state, and buttons to move it up or down or remove it. */
export function PhotoSlotRow({
  slot,
  index,
  count,
  isCardImage,
  onChoose,
  onRetry,
  onMove,
  onRemove,
  onDropFiles,
}: PhotoSlotRowProps) {
  // Only a blank or refused slot takes a dropped file; the others keep their photo.
  const open = slot.state === 'empty' || slot.state === 'failed';
  const drop = (event: DragEvent) => {
    if (!open || !hasFiles(event)) return;
    event.preventDefault();
    event.stopPropagation();
    onDropFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <li
      data-slot-row
      onDragOver={(event) => {
        if (!open || !hasFiles(event)) return;
        event.preventDefault();
      }}
      onDrop={drop}
      className={`flex gap-3 rounded-2xl bg-white p-3 ring-1 sm:gap-4 ${
        slot.state === 'failed' ? 'ring-ruby/40' : 'ring-gold-100'
      }`}
    >
      <SlotPreview slot={slot} />
      <div className="min-w-0 flex-1 self-center">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
          Photo {index + 1}
          {isCardImage ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-gold-50 px-2 py-0.5 text-[11px] font-semibold tracking-wide text-gold-700 uppercase ring-1 ring-gold-300">
              <Star aria-hidden="true" className="size-3 fill-current" />
              Card image
            </span>
          ) : null}
        </p>
        <SlotStatus slot={slot} onChoose={onChoose} onRetry={onRetry} />
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:items-center">
        <div className="flex gap-1">
          <IconButton
            id={`${slot.id}-up`}
            label={`Move photo ${index + 1} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton
            id={`${slot.id}-down`}
            label={`Move photo ${index + 1} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </IconButton>
        </div>
        <IconButton
          id={`${slot.id}-remove`}
          label={`Remove photo ${index + 1}`}
          disabled={count <= 1}
          tone="danger"
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </IconButton>
      </div>
    </li>
  );
}

function SlotPreview({ slot }: { slot: PhotoSlot }) {
  const frame = 'grid size-16 shrink-0 place-items-center overflow-hidden rounded-xl sm:size-20';
  if (slot.state === 'done') {
    return <ProductThumb as="span" src={slot.url} size={80} className={`${frame} bg-sand`} />;
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
