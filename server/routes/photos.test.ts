import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import exifReader from 'exif-reader';
import type { LightMyRequestResponse } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedPhoto } from '#domain/photos/photo-upload.ts';
import { loadConfig } from '../config.ts';
import { fromShopPage, signUp } from '../testing/accounts.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Real files through the real pipeline: what the bytes are decides, not the name.

async function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 190, g: 150, b: 60 } } });
  if (format === 'jpeg') {
    // A phone photo: camera details and where it was taken.
    return image
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'Home address inside' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '29/1 45/1 36/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '95/1 21/1 0/1',
        },
      })
      .toBuffer();
  }
  return image.toFormat(format).toBuffer();
}

/** A PNG whose header says 20,000 × 20,000 pixels (its pixel data is not there: it must never be decoded). */
function hugePngHeader(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.alloc(16)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'shop-uploads-')) });
  admin = (await signUp(t.app, t.database.db, 'admin')).cookie;
});
afterAll(() => t.close());

function upload(
  app: TestApp['app'],
  bytes: Buffer,
  name: string,
  type: string,
  options: { field?: string; cookie?: string } = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.append(options.field ?? 'image', new Blob([new Uint8Array(bytes)], { type }), name);
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: fromShopPage(options.cookie ?? admin),
    payload: form,
  });
}

async function served(url: string, app = t.app) {
  const response = await app.inject({ method: 'GET', url });
  return { response, image: response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : undefined };
}

describe('POST /api/uploads', () => {
  it('stores a phone photo as WebP at 1600, 800 and 400 px wide, without its EXIF or GPS', async () => {
    const original = await photo(2400, 1800, 'jpeg');
    expect(exifReader((await sharp(original).metadata()).exif!).GPSInfo).toMatchObject({ GPSLatitudeRef: 'N' });

    const response = await upload(t.app, original, 'IMG_2041.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<UploadedPhoto>();
    expect(result).toMatchObject({ width: 2400, height: 1800, detectedType: 'image/jpeg' });
    expect(result.url).toMatch(/^\/media\/uploads\/[A-Za-z0-9_-]+\.webp$/);

    for (const [url, width] of [
      [result.url, 1600],
      [result.url.replace(/\.webp$/, '.800.webp'), 800],
      [result.url.replace(/\.webp$/, '.400.webp'), 400],
    ] as const) {
      const { response: file, image } = await served(url);
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
      expect(image!.exif, `${url} carries no EXIF`).toBeUndefined();
      expect(image!.xmp).toBeUndefined();
    }
  });

  it('never enlarges a small photo', async () => {
    const result = (
      await upload(t.app, await photo(600, 600, 'webp'), 'small.webp', 'image/webp')
    ).json<UploadedPhoto>();
    expect((await served(result.url)).image).toMatchObject({ width: 600, height: 600 });
  });

  it('decides the type by the bytes: a PNG named .jpg is a PNG, AVIF is accepted', async () => {
    const png = await upload(t.app, await photo(800, 600, 'png'), 'renamed.jpg', 'image/jpeg');
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json<UploadedPhoto>().detectedType).toBe('image/png');
    const avif = await upload(t.app, await photo(400, 400, 'avif'), 'photo.avif', 'image/avif');
    expect(avif.statusCode, avif.body).toBe(201);
    expect(avif.json<UploadedPhoto>().detectedType).toBe('image/avif');
  });

  it.each([
    ['a text file named .jpg', Buffer.from('Just some notes, not a photo.\n'.repeat(20)), 'notes.jpg', 'image/jpeg'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
  ])('answers 415 for %s, whatever its name says', async (_label, bytes, name, type) => {
    const response = await upload(t.app, bytes, name, type);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: 'Only JPEG, PNG, WebP and AVIF images can be uploaded.' });
  });

  it('answers 415 for a GIF', async () => {
    expect((await upload(t.app, await photo(50, 50, 'gif'), 'anim.gif', 'image/gif')).statusCode).toBe(415);
  });

  it('refuses a 20,000 × 20,000 image from its header, without decoding it', async () => {
    const before = process.memoryUsage().rss;
    const started = performance.now();
    const response = await upload(t.app, hugePngHeader(), 'huge.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The image is 20000 × 20000 pixels: at most 50 megapixels can be uploaded.');
    expect(performance.now() - started).toBeLessThan(2_000);
    // Decoding would need 1.2 GB for the pixels alone.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const response = await upload(t.app, Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'big.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'invalid_input' });
  });

  it('asks for the field "image"', async () => {
    const response = await upload(t.app, await photo(100, 100, 'png'), 'a.png', 'image/png', { field: 'file' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Send the photo in the multipart field "image".');
  });

  it.each([
    ['no boundary', 'multipart/form-data', '--x\r\n'],
    ['an empty boundary', 'multipart/form-data; boundary=', '--x\r\n'],
    ['a body that is not multipart', 'multipart/form-data; boundary=abc', 'just text, no parts'],
    [
      'a part cut off in its headers',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: ima',
    ],
  ])('answers 400 in the error shape for multipart with %s', async (_case, contentType, body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...fromShopPage(admin), 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_input', requestId: response.headers['x-request-id'] });
    expect(response.body).not.toMatch(/Boundary not found|at \w+ \(/);
  });

  it('is for admins only', async () => {
    const customer = (await signUp(t.app, t.database.db)).cookie;
    const bytes = await photo(100, 100, 'png');
    expect((await upload(t.app, bytes, 'a.png', 'image/png', { cookie: customer })).statusCode).toBe(403);
    const visitor = new FormData();
    visitor.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
    expect((await t.app.inject({ method: 'POST', url: '/api/uploads', payload: visitor })).statusCode).toBe(401);
  });
});

describe('GET /media/uploads/:file', () => {
  it('answers 404 for a name that is not an upload, and never leaves the media folder', async () => {
    for (const url of ['/media/uploads/nothing-here-at-all.webp', '/media/uploads/x.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    // Encoded slashes and dots never reach the route: the address guard refuses them first.
    for (const url of ['/media/uploads/..%2F..%2Fauth-secret', '/media/uploads/%2e%2e%2fpackage.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input' });
    }
  });
});

describe('photos in an S3-compatible bucket', () => {
  let s3: S3rver;
  let s3Port: number;
  let withS3: TestApp;

  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'shop-s3-')),
      configureBuckets: [{ name: 'shop-media', configs: [] }],
    });
    s3Port = ((await s3.run()) as unknown as { port: number }).port;
    // Configured as an owner would, through the S3_* variables: the app picks the bucket itself.
    const { s3: settings } = loadConfig({
      S3_BUCKET: 'shop-media',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'al-zahra/',
    });
    expect(settings).toMatchObject({ forcePathStyle: true, region: 'us-east-1' });
    withS3 = await createTestApp({ s3: settings });
    admin = (await signUp(withS3.app, withS3.database.db, 'admin')).cookie;
  });
  afterAll(async () => {
    await withS3.close();
    await s3.close();
  });

  it('stores the three sizes in the bucket and serves them from the shop’s own address', async () => {
    const response = await upload(withS3.app, await photo(2000, 1000, 'jpeg'), 'bucket.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json<UploadedPhoto>();
    for (const [file, width] of [
      [url, 1600],
      [url.replace(/\.webp$/, '.400.webp'), 400],
    ] as const) {
      const { response: got, image } = await served(file, withS3.app);
      expect(got.statusCode).toBe(200);
      expect(image).toMatchObject({ format: 'webp', width });
      expect(image!.exif).toBeUndefined();
    }
    // The file is really in the bucket, under the configured prefix.
    const key = `al-zahra/uploads/${url.split('/').pop()}`;
    const direct = await fetch(`http://127.0.0.1:${s3Port}/shop-media/${key}`);
    expect(direct.status).toBe(200);
  });
});
