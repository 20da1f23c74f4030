import type sharpModule from 'sharp';
import type { Metadata } from 'sharp';
import { MAX_PHOTO_PIXELS, PHOTO_WIDTHS, type UploadedPhoto } from '#domain/photos/photo-upload.ts';
import { StatusError } from '#server/plugins/errors.ts';

let loadingSharp: Promise<typeof sharpModule> | undefined;

/**
 * sharp and its libvips (about 30 MB resident) are loaded by the first photo upload, not by every
 * shop process at start: most never receive one. A sharp that cannot load fails that upload with
 * its own message (a server error), never as "not an image".
 */
function loadSharp(): Promise<typeof sharpModule> {
  loadingSharp ??= import('sharp').then((module) => module.default);
  return loadingSharp;
}

type DetectedType = UploadedPhoto['detectedType'];

/** The formats a shop photo may come in, as libvips names them from the file's bytes. */
function acceptedType(metadata: Metadata): DetectedType | null {
  if (metadata.format === 'jpeg') return 'image/jpeg';
  if (metadata.format === 'png') return 'image/png';
  if (metadata.format === 'webp') return 'image/webp';
  if (metadata.format === 'heif' && metadata.compression === 'av1') return 'image/avif';
  return null;
}

/**
 * What the bytes are, whatever the file's name says, and how big: read from the header only,
 * so an image with too many pixels is refused before anything is decoded.
 */
export async function inspectPhoto(bytes: Buffer): Promise<{ type: DetectedType; width: number; height: number }> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new StatusError(415, 'invalid_input', 'problem.photo.notAnImage');
  }
  const type = acceptedType(metadata);
  if (!type || !metadata.width || !metadata.height)
    throw new StatusError(415, 'invalid_input', 'problem.photo.notAnImage');
  // Orientation 5-8 means the picture is stored sideways.
  const [width, height] =
    (metadata.orientation ?? 1) >= 5 ? [metadata.height, metadata.width] : [metadata.width, metadata.height];
  if (width * height > MAX_PHOTO_PIXELS) {
    throw new StatusError(413, 'invalid_input', {
      reason: 'problem.photo.tooManyPixels',
      values: { width, height, megapixels: MAX_PHOTO_PIXELS / 1_000_000 },
    });
  }
  return { type, width, height };
}

/**
 * The stored versions of a photo: turned upright, re-encoded as WebP at each of PHOTO_WIDTHS
 * (never enlarged), with no metadata at all (EXIF, GPS, camera details are dropped).
 */
export async function renderPhotoVariants(bytes: Buffer): Promise<Array<{ width: number; body: Buffer }>> {
  const sharp = await loadSharp();
  const upright = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' }).rotate();
  return Promise.all(
    PHOTO_WIDTHS.map(async (width) => ({
      width,
      body: await upright
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer(),
    })),
  );
}
