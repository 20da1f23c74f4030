/**
 * Draws the demo product photos and the site art as SVG and renders them to WebP with sharp.
 * Nothing is downloaded: every image is vector code, and all randomness comes from a PRNG seeded
 * with the image name, so each run writes the same pictures.
 *
 *   npm run art            all images
 *   npm run art -- ring    only the product images of one design (while drawing)
 *   npm run art -- art     only the site art
 *
 * Product images: web/public/media/demo/{design}-{metal}-{view}.webp (640²) + .320.webp (320²).
 * Site art:       web/public/media/art/*.webp, sizes in ART below.
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { makeRng } from './demo-art/geometry.ts';
import { DESIGNS, type Metal, METALS, toneOf, VIEWS } from './demo-art/palette.ts';
import { Ctx } from './demo-art/svg.ts';
import { DRAW } from './demo-art/products.ts';
import { blog1, blog2, blog3, blog4, hero1, hero2, hero3, hero4, SHOWCASE } from './demo-art/site-art.ts';
import { aboutStory, aboutWorkshop, antiqueBanner, promo } from './demo-art/site-art-pages.ts';

const MEDIA_DIR = fileURLToPath(new URL('../web/public/media/', import.meta.url));
const DEMO_DIR = join(MEDIA_DIR, 'demo');
const ART_DIR = join(MEDIA_DIR, 'art');
const SIZE_BUDGET = 2.5 * 1024 * 1024;
const WEBP = { quality: 76, effort: 6, smartSubsample: true } as const;

interface ArtJob {
  name: string;
  w: number;
  h: number;
  /** Also write a half-size sibling named `<name>.<w/2>.webp`. */
  half: boolean;
  draw: (ctx: Ctx) => string;
}

const ART: ArtJob[] = [
  ...[hero1, hero2, hero3, hero4].map((draw, i) => ({ name: `hero-${i + 1}`, w: 1600, h: 900, half: true, draw })),
  ...[blog1, blog2, blog3, blog4].map((draw, i) => ({ name: `blog-${i + 1}`, w: 800, h: 500, half: true, draw })),
  ...SHOWCASE.map((draw, i) => ({ name: `showcase-${i + 1}`, w: 640, h: 640, half: true, draw })),
  { name: 'promo', w: 1200, h: 800, half: false, draw: promo },
  { name: 'antique-banner', w: 1600, h: 600, half: false, draw: antiqueBanner },
  { name: 'about-story', w: 1200, h: 900, half: true, draw: aboutStory },
  { name: 'about-workshop', w: 1200, h: 900, half: true, draw: aboutWorkshop },
];

async function art(): Promise<void> {
  await rm(ART_DIR, { recursive: true, force: true });
  await mkdir(ART_DIR, { recursive: true });
  for (const job of ART) {
    const ctx = new Ctx(job.w, job.h, makeRng(job.name));
    const sizes: Size[] = [{ w: job.w, h: job.h, suffix: '' }];
    if (job.half) sizes.push({ w: job.w / 2, h: job.h / 2, suffix: `.${job.w / 2}` });
    await render(ctx.toSvg(job.draw(ctx)), join(ART_DIR, job.name), sizes);
  }
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

interface Size {
  w: number;
  h: number;
  suffix: string;
}

async function render(svg: string, file: string, sizes: Size[]): Promise<void> {
  const master = sharp(Buffer.from(svg));
  for (const { w, h, suffix } of sizes) {
    await master.clone().resize(w, h).webp(WEBP).toFile(`${file}${suffix}.webp`);
  }
}

async function dirSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    total += entry.isDirectory() ? await dirSize(p) : (await stat(p)).size;
  }
  return total;
}

async function products(only?: string): Promise<void> {
  if (!only) await rm(DEMO_DIR, { recursive: true, force: true });
  await mkdir(DEMO_DIR, { recursive: true });
  for (const design of DESIGNS) {
    if (only && design !== only) continue;
    const metals: readonly Metal[] = design === 'coin' ? ['gold', 'silver'] : METALS;
    for (const metal of metals) {
      for (const view of VIEWS) {
        const name = `${design}-${metal}-${view}`;
        const ctx = new Ctx(640, 640, makeRng(name));
        const svg = ctx.toSvg(DRAW[design]({ ctx, metal, tone: toneOf(metal) }, view));
        await render(svg, join(DEMO_DIR, name), [
          { w: 640, h: 640, suffix: '' },
          { w: 320, h: 320, suffix: '.320' },
        ]);
      }
    }
  }
}

async function main(): Promise<void> {
  const only = process.argv[2];
  if (only !== 'art') await products(only);
  if (!only || only === 'art') await art();
  const total = await dirSize(MEDIA_DIR);
  console.log(`web/public/media: ${(total / 1024).toFixed(0)} KB (budget ${(SIZE_BUDGET / 1024).toFixed(0)} KB)`);
  if (total > SIZE_BUDGET) {
    console.error('Over the size budget: lower WEBP.quality or simplify the art.');
    process.exitCode = 1;
  }
}

await main();
