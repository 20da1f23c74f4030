// The production server as one ES module of server/ and domain/ (packages left in node_modules),
// with the migrations beside it, where server/db/client.ts looks for them. Used by
// `npm run build:server` (dist/shop) and by the unit tests that run the shop as a process of its own.
import { cp, rm, writeFile } from 'node:fs/promises';
import { build } from 'esbuild';

/**
 * The entry `npm start` runs. Packages pick their production builds when NODE_ENV says so, and
 * nothing else sets it on a stranger's machine: without it the pages were rendered by React's
 * development build (about 5 times slower, and 2 MB more code kept in memory). It is set before the
 * server's first import is evaluated, hence a file of its own (ES imports run before a module's body).
 */
const ENTRY = `// The shop as \`npm start\` runs it (built by scripts/lib/server-bundle.ts).
process.env.NODE_ENV ??= 'production';
await import('./shop.js');
`;

/**
 * Writes `${outDir}/main.js` (the entry), `${outDir}/shop.js` (the server, with its source map) and
 * `${outDir}/migrations`; returns the path of main.js.
 */
export async function bundleServer(outDir: string): Promise<string> {
  await rm(outDir, { recursive: true, force: true });
  await build({
    entryPoints: ['server/main.ts'],
    outfile: `${outDir}/shop.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    // Stack traces need the mappings only: with the sources' text in it, the map kept a 4.4 MB
    // string in every shop process's memory (node --enable-source-maps holds the map it reads).
    sourcesContent: false,
    logLevel: 'warning',
  });
  await cp('server/db/migrations', `${outDir}/migrations`, { recursive: true });
  await writeFile(`${outDir}/main.js`, ENTRY);
  return `${outDir}/main.js`;
}
