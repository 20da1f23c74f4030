import { useCallback, useEffect, useRef } from 'react';
import { ApiError } from '#web/lib/api-client.ts';
import { fileProblem, uploadPhoto } from '../api/upload-photo.ts';
import type { PhotoSlot } from './use-photo-slots.ts';

/** The server's sentence for a refused photo (413, 415), or ours for a lost connection. */
function uploadErrorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'The photo could not be uploaded. Please try again.';
}

const worthRetrying = (error: unknown) => !(error instanceof ApiError) || error.status >= 500 || error.status === 429;
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The uploads running for the photo slots, one per slot: each reports its progress and its end
 * through `change`, and says it in `announce`. All stop when the form goes away.
 */
export function usePhotoUploads(
  change: (id: string, update: (slot: PhotoSlot) => PhotoSlot) => void,
  announce: (sentence: string) => void,
) {
  const uploads = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
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
          announce(`${file.name} uploaded.`);
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
          announce(`${file.name} could not be uploaded: ${text}`);
        })
        .finally(() => {
          if (uploads.current.get(id) === controller) uploads.current.delete(id);
        });
    },
    [change, announce],
  );

  const stop = useCallback((id: string) => {
    uploads.current.get(id)?.abort();
    uploads.current.delete(id);
  }, []);

  const stopAll = useCallback(() => {
    for (const controller of uploads.current.values()) controller.abort();
    uploads.current.clear();
  }, []);

  return { start, stop, stopAll };
}
