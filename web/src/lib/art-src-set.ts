/**
 * Site art under /media/art is written at full width plus, for most pieces, a half-width
 * sibling named `<name>.<half>.webp` (see scripts/generate-demo-art.ts).
 */
export function artSrcSet(src: string, fullWidth: number): string {
  const half = fullWidth / 2;
  return `${src.replace(/\.webp$/, `.${half}.webp`)} ${half}w, ${src} ${fullWidth}w`;
}
