/**
 * The `srcset` of one of our images. Uploaded photos are WebP at 1600 px (`<id>.webp`) with
 * `<id>.800.webp` and `<id>.400.webp` beside them; the demo art has a half-width sibling named
 * `<name>.320.webp`. Other URLs are used as they are.
 */
export function imageSrcSet(url: string): string | undefined {
  if (!url.endsWith('.webp')) return undefined;
  const base = url.slice(0, -'.webp'.length);
  if (url.startsWith('/media/uploads/')) {
    return /\.(400|800)$/.test(base) ? undefined : `${base}.400.webp 400w, ${base}.800.webp 800w, ${url} 1600w`;
  }
  if (!url.startsWith('/media/') || url.endsWith('.320.webp')) return undefined;
  return `${base}.320.webp 320w, ${url} 640w`;
}

/** `sizes` of a product card's image in the grid, and of the product page's main image. The
 * server preloads the first one with the same values, so the browser picks the same file. A phone
 * shows two cards between the page's 16 px margins and a 16 px gap, each 50vw − 24px wide: a
 * phone of density up to 1.75 (Lighthouse's) takes the 320 px file, about a third of the 640 px one. */
export const PRODUCT_CARD_IMAGE_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 45vw, calc(50vw - 24px)';
export const PRODUCT_GALLERY_IMAGE_SIZES = '(min-width: 1280px) 37rem, (min-width: 1024px) 46vw, 100vw';
