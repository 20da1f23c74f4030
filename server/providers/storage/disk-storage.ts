import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { PhotoStorage } from './photo-storage.ts';

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp' };

/** Files under `root` (DATA_DIR/media by default). Keys never leave the folder. */
export function createDiskStorage(root: string): PhotoStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Storage key outside the media folder: ${key}`);
    return path;
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        const extension = path.slice(path.lastIndexOf('.'));
        return {
          body: createReadStream(path),
          contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
          length: info.size,
        };
      } catch {
        return null;
      }
    },
  };
}

export const defaultPhotoFolder = (dataDir: string) => join(dataDir, 'media');
