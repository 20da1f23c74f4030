// How node runs the production server (dist/shop/main.js). The scripts, benchmarks and browser tests
// that start the built shop import them from here; `npm start` (package.json), the Dockerfile's CMD
// and ENV and docs/deploy.md's systemd unit cannot, and write the same out: change all four.

/**
 * - `--enable-source-maps`: stack traces name server/… lines (the bundle's map has no sources'
 *   text; node also keeps the maps of the packages it loads that ship one: they held about 23 MB,
 *   mostly lucide-react's 8 MB map, until the renderer bundled its icons, web/vite.config.ts).
 * - `--max-semi-space-size=4` (MB): the young generation, where nearly every request's garbage
 *   dies, is scavenged at a few MB instead of V8's 16 MB semi-spaces (up to 48 MB resident).
 * - `--max-old-space-size=192` (MB): without a cap V8 sizes the old generation from the machine's
 *   memory and lets garbage build up in it: a shop with 60-85 MB of live objects sat at 250-480 MB
 *   resident. Measured headroom: the dashboard, billing CSV (streamed), sitemap and price-sorted
 *   pages at 100,000 products, all at once, used at most ~90 MB of heap (docs/deploy.md, "Memory").
 */
export const SHOP_NODE_FLAGS: readonly string[] = [
  '--enable-source-maps',
  '--max-semi-space-size=4',
  '--max-old-space-size=192',
];

/**
 * The shop process's environment beyond its settings. `glibc.malloc.hugetlb=1`: glibc asks for
 * transparent huge pages on the memory malloc maps, which the kernel grants where it is set to
 * `madvise` (as on this machine) or `always`. A password check is scrypt over 32 MB, mapped fresh
 * each time: on a virtual machine where a page fault costs 11-40 µs, 64 sign-ins took the shop
 * 13.7-13.9 CPU-s without it and 5.9 with it, at 2-3 MB more resident memory under load
 * (docs/deploy.md, "Memory").
 */
export const SHOP_PROCESS_ENV: Readonly<Record<string, string>> = { GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1' };
