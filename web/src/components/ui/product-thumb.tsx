import type { ReactNode } from 'react';
import { imageSrcSet } from '#domain/catalog/images.ts';

interface ProductThumbProps {
  /** The piece's first photo; without one the frame shows `fallback`. */
  src: string | null | undefined;
  /** The largest width and height it is drawn at, in CSS pixels: picks the file from the srcset. */
  size: number;
  /** The frame's classes: its size, corners and background. */
  className: string;
  /** A span where the frame sits inside phrasing content (a table cell's flex row, a label). */
  as?: 'div' | 'span';
  /** What the frame shows when the piece has no photo: an icon, or nothing. */
  fallback?: ReactNode;
  /** Drawn over the photo: a quantity or an out-of-stock badge. */
  children?: ReactNode;
}

/**
 * A piece's photo in a small square frame, beside its name in a list. Decorative (the name is
 * next to it), so its text alternative is empty.
 */
export function ProductThumb({
  src,
  size,
  className,
  as: Frame = 'div',
  fallback = null,
  children,
}: ProductThumbProps) {
  return (
    <Frame className={className}>
      {src ? (
        <img
          src={src}
          srcSet={imageSrcSet(src)}
          sizes={`${size}px`}
          width={size}
          height={size}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        fallback
      )}
      {children}
    </Frame>
  );
}
