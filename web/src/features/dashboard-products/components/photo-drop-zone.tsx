import { ImagePlus, Upload } from 'lucide-react';
import { useEffect, useState, type DragEvent, type ReactNode } from 'react';

export const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

interface PhotoDropZoneProps {
  /** The product has as many photos as it may: choosing is off. */
  full: boolean;
  onChoose: () => void;
  onDropFiles: (files: File[]) => void;
  /** The hidden file input the choose button opens. */
  children: ReactNode;
}

/** The place to drop several photos at once, with a button that opens the file picker for keyboard users. */
export function PhotoDropZone({ full, onChoose, onDropFiles, children }: PhotoDropZoneProps) {
  const [dragging, setDragging] = useState(false);

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

  return (
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
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.stopPropagation();
        setDragging(false);
        onDropFiles(Array.from(event.dataTransfer.files));
      }}
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
        onClick={onChoose}
        aria-disabled={full || undefined}
        disabled={full}
        className="btn-outline py-2.5 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        Choose photos
      </button>
      {children}
    </div>
  );
}
