import type { Readable } from 'node:stream';

/** Where uploaded photos are kept: a folder under the data directory, or an S3-compatible bucket. */
export interface PhotoStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored file, or null when there is none under that key. */
  get(key: string): Promise<{ body: Readable; contentType: string; length: number | undefined } | null>;
  /** Throws unless the store answers (GET /readyz); a folder on this machine has nothing to check. */
  ready?(signal: AbortSignal): Promise<void>;
}
