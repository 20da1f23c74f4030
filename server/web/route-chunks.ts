import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '#domain/i18n/languages.ts';
import type { BrowserTextPart } from '#domain/i18n/parts.ts';

/**
 * A part of a language's catalogue of texts as Vite's manifest names it (web/src/lib/i18n.ts
 * imports it): a page preloads the parts its language needs, which the app awaits before hydrating.
 */
export const catalogueSource = (language: Language, part: BrowserTextPart) =>
  `../domain/i18n/catalogues/${language}.json?part=${part}`;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The JavaScript files a lazily loaded page needs beyond the entry, from Vite's build
 * manifest: preloading them from the HTML saves the browser a round trip per page.
 */
export function routeChunks(distDir: string): (source: string) => string[] {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  collect('index.html', entry);

  const cache = new Map<string, string[]>();
  return (source) => {
    let files = cache.get(source);
    if (!files) {
      const needed = new Set<string>();
      collect(source, needed);
      files = [...needed].filter((file) => !entry.has(file)).map((file) => `/${file}`);
      cache.set(source, files);
    }
    return files;
  };
}
