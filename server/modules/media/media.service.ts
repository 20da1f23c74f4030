import type { Db } from '#server/db/client.ts';
import { mediaUploads } from './media.tables.ts';

export interface NewUpload {
  id: string;
  storageKey: string;
  width: number;
  height: number;
  originalBytes: number;
  detectedType: string;
  uploadedBy: string;
}

/** The record of uploaded photos (their files live in the storage provider). */
export function createMediaService(db: Db) {
  return {
    async record(upload: NewUpload): Promise<void> {
      await db.insert(mediaUploads).values(upload);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
