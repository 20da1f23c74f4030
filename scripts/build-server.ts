// npm run build:server — the production server: one ES module of server/ and domain/ in
// dist/shop/main.js (dist/server is the web app's server renderer), packages left in node_modules,
// and the migrations beside it, where server/db/client.ts looks for them. `npm start` runs it with
// plain node: no TypeScript compiler or tsx loader in the production process.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const OUT_DIR = 'dist/shop';

await rm(OUT_DIR, { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts'],
  outfile: `${OUT_DIR}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('server/db/migrations', `${OUT_DIR}/migrations`, { recursive: true });
console.log(`built ${OUT_DIR}/main.js`);
