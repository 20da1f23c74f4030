import { z } from 'zod';

/** Uploads are refused above this size, before anything is decoded. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Images larger than this many pixels (e.g. 8000 × 6000) are refused before decoding. */
export const MAX_UPLOAD_PIXELS = 50_000_000;
/** The widths every upload is stored at, as WebP. */
export const UPLOAD_WIDTHS = [400, 800, 1600] as const;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const uploadResultSchema = /* @__PURE__ */ z.object({
  /** The 1600 px image; `<url without .webp>.800.webp` and `.400.webp` are its smaller siblings. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The type the file's bytes showed, whatever its name said. */
  detectedType: z.enum(ACCEPTED_IMAGE_TYPES),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
