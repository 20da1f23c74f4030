import { z } from 'zod';

// Product photos as the admin uploads them (POST /api/uploads: the URL keeps its first word, see decision 0008).

/** Photos are refused above this size, before anything is decoded. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Images larger than this many pixels (e.g. 8000 × 6000) are refused before decoding. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** The widths every upload is stored at, as WebP. */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const uploadedPhotoSchema = /* @__PURE__ */ z.object({
  /** The 1600 px image; `<url without .webp>.800.webp` and `.400.webp` are its smaller siblings. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The type the file's bytes showed, whatever its name said. */
  detectedType: z.enum(ACCEPTED_PHOTO_TYPES),
});
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;
