import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InitialQuery } from '#domain/query-keys.ts';

export type RenderPage = (url: string, initialQueries: readonly InitialQuery[]) => Promise<string | undefined>;

/**
 * The web app's server renderer (Vite's SSR build of web/src/entry-server.tsx), loaded by
 * path at run time: server code never imports the web app's sources. Without a build, pages
 * are sent unrendered and the browser renders them.
 */
export async function loadPageRenderer(serverBuildDir: string): Promise<RenderPage | undefined> {
  const entry = join(serverBuildDir, 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { render: RenderPage };
  return module.render;
}
