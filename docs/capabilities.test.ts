import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/capabilities.md is how a newcomer finds a capability's files: a rename that forgets it fails here.
const doc = readFileSync(new URL('./capabilities.md', import.meta.url), 'utf8');

/**
 * Every `code` span that names a file or folder of the repository (not a URL, a glob or an
 * identifier); a bare file name lies in the folder of the path before it.
 */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.trim());
  const paths: string[] = [];
  let folder = '';
  for (const span of spans) {
    if (/[\s*…]/.test(span) || span.startsWith('/')) continue;
    if (span.includes('/')) {
      const path = /^(features|app|components|lib|hooks)\//.test(span) ? `web/src/${span}` : span;
      paths.push(path);
      folder = path.endsWith('/') ? path : path.slice(0, path.lastIndexOf('/') + 1);
    } else if (/\.tsx?$/.test(span) && folder) {
      paths.push(folder + span);
    }
  }
  return paths;
}

describe('docs/capabilities.md', () => {
  const paths = namedPaths(doc);

  it('names files and folders', () => {
    expect(paths.length).toBeGreaterThan(100);
  });

  it('names only files and folders that exist', () => {
    const missing = paths.filter((path) => !existsSync(new URL(`../${path}`, import.meta.url)));
    expect(missing).toEqual([]);
  });
});
