import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in web build of the smallest kind: one index.html with the markers the server fills
 * (the page's head and its embedded data), no scripts and no server renderer. Its folder.
 */
export function bareWebBuild(): string {
  const distDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--><title>x</title><!--/app-head--></head><body><div id="root"></div><!--app-data--></body></html>',
  );
  return distDir;
}

/**
 * The data a page embeds for the app, by its query key joined with dots ('metals', 'me.cart',
 * 'products.detail.<id>'; a list's parameters read 'list': 'products.list').
 */
export function embeddedData(html: string): Record<string, unknown> {
  const found = /<script type="application\/json" id="initial-data">(.*?)<\/script>/.exec(html);
  if (!found) throw new Error('the page embeds no data');
  const queries = JSON.parse(found[1]!) as Array<{ key: unknown[]; data: unknown }>;
  return Object.fromEntries(
    queries.map((query) => [
      query.key.map((part) => (typeof part === 'object' ? 'list' : String(part))).join('.'),
      query.data,
    ]),
  );
}
