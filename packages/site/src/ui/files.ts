import type { FileRef } from '../api/public';

const extensionOf = (file: FileRef) => /\.([a-z0-9]{1,8})$/i.exec(file.filename ?? file.url)?.[1] ?? '';

/** The kind of a stored file as a visitor names it, from its extension: `PDF`, `PNG`… */
export function fileKind(file: FileRef): string {
  return extensionOf(file).toUpperCase() || 'FILE';
}

/** Whether a stored file is a picture a page can show. */
export function isPicture(file: FileRef): boolean {
  return /^(svg|png|jpe?g|webp|gif|avif)$/i.test(extensionOf(file));
}
