import type { Db } from '#server/db/client.ts';
import { photos } from './photos.tables.ts';

export interface NewPhoto {
  id: string;
  storageKey: string;
  width: number;
  height: number;
  originalBytes: number;
  detectedType: string;
  uploadedBy: string;
}

/**
 * The record of uploaded product photos (their WebP files live in the photo storage,
 * providers/storage; the pipeline that makes them is photo-pipeline.ts, the routes routes/photos.ts).
 */
export function createPhotosService(db: Db) {
  return {
    async record(photo: NewPhoto): Promise<void> {
      await db.insert(photos).values(photo);
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
