// npm run build:server — the production server in dist/shop/main.js (dist/server is the web app's
// server renderer). `npm start` runs it with plain node: no TypeScript compiler or tsx loader in the
// production process.
import { bundleServer } from './lib/server-bundle.ts';

console.log(`built ${await bundleServer('dist/shop')}`);
