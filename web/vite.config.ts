import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { catalogueParts } from './vite-plugins/catalogue-parts.ts';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // catalogueParts(): the catalogues of texts, compiled, in the parts the pages load.
  plugins: [react(), tailwindcss(), catalogueParts()],
  build: {
    // The server renders pages with the SSR build of src/entry-server.tsx (dist/server).
    outDir: fileURLToPath(new URL(isSsrBuild ? '../dist/server' : '../dist/web', import.meta.url)),
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    reportCompressedSize: false,
    // The server reads it to preload each page's own code chunk from the HTML.
    manifest: !isSsrBuild,
    // Every page's first download counts (docs/benches.md): browsers without modulepreload
    // (Safari before 17) still load the same files, found through the imports instead.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // Every module the first page needs, in one file: one request instead of five, and
              // smaller gzipped than the same code cut in pieces.
              groups: [{ name: 'shell', tags: ['$initial'] }],
            },
          },
        },
  },
  ssr: {
    // Bundled into the server's renderer, tree-shaken to the icons the pages draw: Node would
    // otherwise load the package's CommonJS build of every icon (1.3 MB) and its 8 MB source map
    // (node runs with --enable-source-maps), about 30 MB of the shop's resident memory.
    noExternal: ['lucide-react'],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/media': `http://localhost:${apiPort}`,
      '/sitemap.xml': `http://localhost:${apiPort}`,
      '/robots.txt': `http://localhost:${apiPort}`,
    },
  },
}));
