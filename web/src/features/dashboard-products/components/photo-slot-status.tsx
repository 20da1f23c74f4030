import { RotateCcw } from 'lucide-react';
import type { PhotoSlot } from '../hooks/use-photo-slots.ts';

/** Under a photo's name: what became of its file, and what can be done next (choose, try again). */
export function SlotStatus({
  slot,
  onChoose,
  onRetry,
}: {
  slot: PhotoSlot;
  onChoose: () => void;
  onRetry: () => void;
}) {
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
