// The production server as one ES module of server/ and domain/ (packages left in node_modules),
// with the migrations beside it, where server/db/client.ts looks for them. Used by
// `npm run build:server` (dist/shop) and by the unit tests that run the shop as a process of its own.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

/** Writes `${outDir}/main.js` (with its source map) and `${outDir}/migrations`; returns the path of main.js. */
export async function bundleServer(outDir: string): Promise<string> {
  await rm(outDir, { recursive: true, force: true });
  await build({
    entryPoints: ['server/main.ts'],
    outfile: `${outDir}/main.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await cp('server/db/migrations', `${outDir}/migrations`, { recursive: true });
  return `${outDir}/main.js`;
}
