import type { ErrorBody } from '#domain/errors.ts';
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_BYTES, type UploadedPhoto } from '#domain/photos/photo-upload.ts';
import { ApiError } from '#web/lib/api-client.ts';

/** For the file inputs' `accept`: the picker offers these types only. */
export const ACCEPT_PHOTOS = ACCEPTED_PHOTO_TYPES.join(',');

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * What is wrong with a file before it is sent, or null. The server checks the bytes again
 * (415 for anything that is not really an image, 413 when too large); this saves a long upload
 * of something it would refuse. A dropped file's type may be empty: the server then decides.
 */
export function fileProblem(file: File): string | null {
  if (file.type && !(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'Only JPEG, PNG, WebP and AVIF images can be uploaded.';
  }
  if (file.size > MAX_PHOTO_BYTES) {
    return `The file is ${megabytes(file.size)}: photos of at most ${megabytes(MAX_PHOTO_BYTES)} can be uploaded.`;
  }
  return null;
}

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && 'error' in body && 'message' in body;
}

interface UploadOptions {
  /** 0 to 1, as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/uploads, multipart field `image`: 201 with the stored photo's URL. Sent with
 * XMLHttpRequest because fetch cannot report upload progress; same origin, so the session
 * cookie and the page's Origin go with it. Failures are ApiErrors like every other call's.
 */
export function uploadPhoto(file: File, { onProgress, signal }: UploadOptions = {}): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status === 201 && typeof body === 'object' && body !== null && 'url' in body) {
        onProgress?.(1);
        resolve(body as UploadedPhoto);
      } else if (isErrorBody(body)) {
        reject(ApiError.fromBody(xhr.status, body));
      } else if (xhr.status === 413) {
        reject(new ApiError(413, 'invalid_input', 'The photo is too large to upload.'));
      } else {
        reject(new ApiError(xhr.status || 500, 'internal', 'The photo could not be uploaded. Please try again.'));
      }
    };
    xhr.onerror = () => reject(new Error('The photo could not be sent. Please check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('image', file);
    xhr.send(body);
  });
}
