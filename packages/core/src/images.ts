/**
 * The resized copies the server makes of an uploaded picture, so a phone downloads a picture as wide as
 * its screen rather than the editor's original. A copy's URL is its original's plus its width and format,
 * `/uploads/3f…a9.jpg/640.webp`: it never changes, like the original's.
 */

/** The widths a picture is offered in, in pixels; a copy is never wider than its original. */
export const imageWidths = [320, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof imageWidths)[number];

/** The formats a copy is made in: WebP, which every current browser shows, and the original's own. */
export type ImageFormat = 'webp' | 'jpg' | 'png' | 'avif';

/** The stored kinds of picture that have copies; a GIF (maybe animated) and an SVG are shown as they are. */
const resizable: Record<string, ImageFormat> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
};

/** The format of an uploaded picture's own copies, or null for a file that has none. */
export function ownImageFormat(url: string): ImageFormat | null {
  if (!/^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/.test(url)) return null;
  return resizable[url.slice(url.lastIndexOf('.') + 1).toLowerCase()] ?? null;
}

/** The formats an uploaded picture's copies are made in: WebP first, then its own when that differs. */
export function imageFormatsOf(url: string): ImageFormat[] {
  const own = ownImageFormat(url);
  if (!own) return [];
  return own === 'webp' ? ['webp'] : ['webp', own];
}

/** The URL of one copy of an uploaded picture. */
export function imageVariantUrl(url: string, width: ImageWidth, format: ImageFormat): string {
  return `${url}/${width}.${format}`;
}

/** A `srcset` of the copies of a picture in one format, up to `maxWidth` pixels wide. */
export function imageSrcSet(
  url: string,
  format: ImageFormat,
  maxWidth: number = imageWidths.at(-1)!,
): string {
  const widths = imageWidths.filter((w, i) => w <= maxWidth || i === 0);
  return widths.map((w) => `${imageVariantUrl(url, w, format)} ${w}w`).join(', ');
}

/** The width and format a copy's last path segment (`640.webp`) names, or null when it names none we make. */
export function parseImageVariant(
  segment: string,
  own: ImageFormat,
): { width: ImageWidth; format: ImageFormat } | null {
  const m = /^([1-9]\d{2,3})\.(webp|jpg|png|avif)$/.exec(segment);
  if (!m) return null;
  const width = Number(m[1]) as ImageWidth;
  const format = m[2] as ImageFormat;
  if (!imageWidths.includes(width) || (format !== 'webp' && format !== own)) return null;
  return { width, format };
}

/**
 * The address of one copy of a picture (in its own format unless `format` says otherwise), or of the
 * picture itself when it has no copies (an SVG, a GIF, an outside address).
 */
export function imageCopyUrl(url: string, width: ImageWidth, format?: ImageFormat): string {
  const own = ownImageFormat(url);
  return own ? imageVariantUrl(url, width, format ?? own) : url;
}

/** A small copy of a picture for a thumbnail, in WebP; the file itself when it has no copies (an SVG). */
export function thumbnailUrl(url: string, width: ImageWidth = 320): string {
  return imageCopyUrl(url, width, 'webp');
}
