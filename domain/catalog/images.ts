/**
 * Our own images are WebP files with a half-width sibling named `<name>.320.webp`
 * (written by the demo art script and, later, by uploads). Other URLs are used as they are.
 */
export function imageSrcSet(url: string): string | undefined {
  if (!url.startsWith('/media/') || !url.endsWith('.webp') || url.endsWith('.320.webp')) return undefined;
  return `${url.slice(0, -'.webp'.length)}.320.webp 320w, ${url} 640w`;
}

/** `sizes` of a product card's image in the grid, and of the product page's main image. The
 * server preloads the first one with the same values, so the browser picks the same file. */
export const PRODUCT_CARD_IMAGE_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 45vw, 50vw';
export const PRODUCT_GALLERY_IMAGE_SIZES = '(min-width: 1280px) 37rem, (min-width: 1024px) 46vw, 100vw';
