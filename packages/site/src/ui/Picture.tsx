import { type ImageWidth, imageCopyUrl, imageSrcSet, ownImageFormat } from '@rimba/core';
import { fileUrl } from '../api/client';

/** Each URL of a `srcset` made absolute the way `fileUrl` makes one. */
const absoluteSrcSet = (srcSet: string) =>
  srcSet
    .split(', ')
    .map((candidate) => fileUrl(candidate))
    .join(', ');

/**
 * The address of an uploaded picture at a width, in its own format, for a link to it: its resized copy,
 * or the file itself when it has none (an SVG, a GIF).
 */
export function pictureUrl(url: string, width: ImageWidth = 1920): string {
  return fileUrl(imageCopyUrl(url, width));
}

/**
 * An uploaded picture as a phone should get it: the browser picks the copy as wide as the picture is
 * shown (`sizes`), in WebP where it can, from the server's resized copies. A picture without copies (an
 * SVG, a GIF) is shown as it is. Below the fold it loads lazily; the first picture a visitor sees is
 * `eager`, and the page's main one may ask for a `high` priority.
 */
export function Picture({
  src,
  alt,
  sizes = '100vw',
  width,
  height,
  eager = false,
  priority,
  className,
  draggable,
  testId,
}: {
  /** The picture's URL as the API answers it: `/uploads/3f…a9.jpg`. */
  src: string;
  alt: string;
  /** How wide the picture is shown, as the `sizes` attribute says it. */
  sizes?: string;
  width?: number;
  height?: number;
  eager?: boolean;
  priority?: 'high';
  className?: string;
  draggable?: boolean;
  testId?: string;
}) {
  const own = ownImageFormat(src);
  const img = (
    <img
      src={fileUrl(imageCopyUrl(src, 960))}
      srcSet={own ? absoluteSrcSet(imageSrcSet(src, own)) : undefined}
      sizes={own ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? undefined : 'async'}
      fetchPriority={priority}
      draggable={draggable}
      data-testid={testId}
      className={className}
    />
  );
  // A WebP picture's own copies are WebP already; a picture without copies is shown as it is.
  if (!own || own === 'webp') return img;
  return (
    // `contents`: the picture element leaves the layout to its image, so the image's classes apply as before.
    // Its source then would be laid out in its place (an empty first cell of a grid): it takes no box.
    <picture className="contents [&>source]:hidden">
      <source type="image/webp" srcSet={absoluteSrcSet(imageSrcSet(src, 'webp'))} sizes={sizes} />
      {img}
    </picture>
  );
}
