import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { PhotoStorage } from './photo-storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, ...); AWS's own when absent. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Bucket in the path rather than the host name (most S3-compatible services). */
  forcePathStyle: boolean;
  /** Keys start with this, so one bucket can hold several shops. */
  prefix: string;
}

/**
 * The AWS SDK's S3 client (about 26 MB resident) is loaded when S3 storage is configured and first
 * used (a photo, or GET /readyz's bucket check), not by every shop process at start.
 */
export const loadS3 = () => import('@aws-sdk/client-s3');

/** A client for these settings (the SDK loaded first). */
export async function s3Client(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await loadS3();
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    ...(settings.accessKeyId &&
      settings.secretAccessKey && {
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
  });
}

/** Photos in an S3-compatible bucket; the shop still serves them from its own /media/uploads/ URLs. */
export function createS3Storage(settings: S3Settings, client?: S3Client): PhotoStorage {
  // Made by the first call, then kept.
  let made: Promise<{ s3: S3Client; sdk: Awaited<ReturnType<typeof loadS3>> }> | undefined;
  const connect = () => (made ??= (async () => ({ s3: client ?? (await s3Client(settings)), sdk: await loadS3() }))());
  const keyOf = (key: string) => `${settings.prefix}${key}`;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: keyOf(key),
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      const { s3, sdk } = await connect();
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(key) }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          length: object.ContentLength,
        };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NotFound') return null;
        throw error;
      }
    },
    async ready(signal) {
      const { s3, sdk } = await connect();
      // The bucket exists and these credentials may use it (HeadBucket needs s3:ListBucket).
      await s3.send(new sdk.HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: signal });
    },
  };
}
