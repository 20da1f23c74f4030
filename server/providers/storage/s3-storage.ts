import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { MediaStorage } from './media-storage.ts';

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

/** Photos in an S3-compatible bucket; the shop still serves them from its own /media/uploads/ URLs. */
export function createS3Storage(settings: S3Settings, client?: S3Client): MediaStorage {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint && { endpoint: settings.endpoint }),
      ...(settings.accessKeyId &&
        settings.secretAccessKey && {
          credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        }),
    });
  const keyOf = (key: string) => `${settings.prefix}${key}`;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: keyOf(key),
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(key) }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          length: object.ContentLength,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return null;
        throw error;
      }
    },
    async ready(signal) {
      // The bucket exists and these credentials may use it (HeadBucket needs s3:ListBucket).
      await s3.send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: signal });
    },
  };
}
