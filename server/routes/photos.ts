import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '#domain/errors.ts';
import { MAX_PHOTO_BYTES, uploadedPhotoSchema } from '#domain/photos/photo-upload.ts';
import { newId } from '../lib/ids.ts';
import { inspectPhoto, renderPhotoVariants } from '#server/modules/photos/photo-pipeline.ts';
import { replyWithProblem, StatusError } from '../plugins/errors.ts';
import type { PhotoStorage } from '../providers/storage/photo-storage.ts';

/** `<id>.webp` is the 1600 px version; `<id>.800.webp` and `<id>.400.webp` sit beside it. */
const fileName = (id: string, width: number) => (width === 1600 ? `${id}.webp` : `${id}.${width}.webp`);
const UPLOADED_FILE = /^[A-Za-z0-9_-]{10,40}(\.(400|800))?\.webp$/;

/**
 * Runs a step that reads the multipart body. What the parser (busboy) throws about the body itself
 * ('Multipart: Boundary not found', 'Unexpected end of form', a malformed part header) is the
 * client's mistake: a 400, not a 500. Refusals that already carry a 4xx status (413 for a file over
 * the limit) keep it.
 */
async function readingMultipart<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new StatusError(400, 'invalid_input', 'problem.photo.malformedUpload');
  }
}

/**
 * Product photos: uploaded by admins, stored as WebP, served with long cache lifetimes. The URLs
 * keep their first words (POST /api/uploads, GET /media/uploads/<name>): product records and
 * pages already hold those addresses (docs/decisions/0008-product-photos.md).
 */
export const photosRoutes: FastifyPluginAsyncZod<{ storage: PhotoStorage }> = async (app, { storage }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });

  app.post(
    '/api/uploads',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Upload a product photo (multipart field "image"; JPEG, PNG, WebP or AVIF, at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: {
          201: uploadedPhotoSchema,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          413: errorBody,
          415: errorBody,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new StatusError(415, 'invalid_input', 'problem.photo.notMultipart');
      const file = await readingMultipart(() => request.file());
      if (!file || file.fieldname !== 'image') {
        throw new StatusError(400, 'invalid_input', 'problem.photo.noImageField');
      }
      // Over the limit, reading stops and @fastify/multipart answers 413.
      const bytes = await readingMultipart(() => file.toBuffer());
      const { type, width, height } = await inspectPhoto(bytes);
      const variants = await renderPhotoVariants(bytes);
      const id = newId('img', 20).replace('img_', '');
      for (const variant of variants)
        await storage.put(`uploads/${fileName(id, variant.width)}`, variant.body, 'image/webp');
      await app.services.photos.record({
        id,
        storageKey: `uploads/${fileName(id, 1600)}`,
        width,
        height,
        originalBytes: bytes.length,
        detectedType: type,
        uploadedBy: request.user!.id,
      });
      return reply.status(201).send({ url: `/media/uploads/${fileName(id, 1600)}`, width, height, detectedType: type });
    },
  );

  app.get(
    '/media/uploads/:file',
    { config: { access: 'public' }, schema: { hide: true, params: z.object({ file: z.string().max(60) }) } },
    async (request, reply) => {
      const found = UPLOADED_FILE.test(request.params.file)
        ? await storage.get(`uploads/${request.params.file}`)
        : null;
      if (!found) return replyWithProblem(request, reply, 404, 'not_found', { reason: 'problem.photo.noSuchImage' });
      reply
        .type(found.contentType)
        // Names are random and never reused: a browser may keep them for a year.
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (found.length !== undefined) reply.header('content-length', found.length);
      return reply.send(found.body);
    },
  );
};
