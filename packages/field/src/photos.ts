import { db, type LocalPhoto } from './db';

/** The longest side of a photo kept on the device and sent: enough to judge a tree, a tenth of the bytes. */
export const maxPhotoSide = 1600;
const jpegQuality = 0.8;

/** How a form value names a photo still on the device: its content hash. */
const localPrefix = 'local:';
export const localRef = (sha256: string) => `${localPrefix}${sha256}`;
export const localSha = (value: unknown): string | undefined =>
  typeof value === 'string' && value.startsWith(localPrefix) ? value.slice(localPrefix.length) : undefined;

/** The photos of a report's values still on the device (in lists of photos, or an image's single value). */
export const localShas = (data: Record<string, unknown>): string[] =>
  Object.values(data)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .map(localSha)
    .filter((sha): sha is string => sha !== undefined);

/** The SHA-256 of a file's bytes, as 64 lowercase hex digits: the name the server knows it by. */
export async function sha256Of(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The size a picture is drawn at: its own when it fits, else its long side shrunk to `max`. */
export function fittedSize(width: number, height: number, max = maxPhotoSide) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** How much of a camera file is read for its EXIF: the block is at most 64 KiB, after few others. */
const exifHead = 256 * 1024;

/**
 * A camera photo shrunk on the device to at most 1600 px on its long side, as JPEG, with the time it was
 * taken and the GPS fix of that moment written into it as EXIF (src/exif.ts, loaded only now). The time is
 * the camera's own (its EXIF DateTimeOriginal), else the file's. The picture is decoded upright
 * (`imageOrientation: 'from-image'`), so a phone held sideways gives an upright photo. A file the browser
 * cannot decode, or one smaller than its shrunk copy, is kept as it is.
 */
export async function shrinkPhoto(
  file: File,
  place?: LocalPhoto['place'],
): Promise<{ blob: Blob; taken: Date }> {
  const { readTakenAt, writeExif } = await import('./exif');
  const taken =
    readTakenAt(new Uint8Array(await file.slice(0, exifHead).arrayBuffer())) ??
    (file.lastModified ? new Date(file.lastModified) : new Date());
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { blob: file, taken };
  }
  const { width, height } = fittedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const drawn = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', jpegQuality),
  );
  if (!drawn) return { blob: file, taken };
  const jpeg = writeExif(new Uint8Array(await drawn.arrayBuffer()), taken, place);
  const blob = new Blob([jpeg], { type: 'image/jpeg' });
  return { blob: blob.size < file.size ? blob : file, taken };
}

/**
 * Keeps a photo just taken on the device: shrunk with its time and place as EXIF, named by the hash of
 * those final bytes, with the same time and GPS fix kept beside it. Answers its form value.
 */
export async function keepPhoto(file: File, place: LocalPhoto['place']): Promise<string> {
  const { blob, taken } = await shrinkPhoto(file, place);
  const sha256 = await sha256Of(blob);
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'foto'}.jpg`;
  const existing = await db.photos.get(sha256);
  if (!existing) {
    await db.photos.put({ sha256, blob, name, taken_at: taken.toISOString(), ...(place && { place }) });
  }
  return localRef(sha256);
}

/** Asks once for storage the browser will not clear under pressure, and tells how much is used. */
export async function storageState(): Promise<{ persisted: boolean; used?: number; quota?: number }> {
  const storage = navigator.storage;
  if (!storage) return { persisted: false };
  let persisted = (await storage.persisted?.()) ?? false;
  const asked = await db.settings.get('persist-asked');
  if (!persisted && !asked) {
    persisted = (await storage.persist?.()) ?? false;
    await db.settings.put({ key: 'persist-asked', value: true });
  }
  const estimate = await storage.estimate?.();
  return { persisted, used: estimate?.usage, quota: estimate?.quota };
}

/** A size in bytes as people read it. */
export function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined) return '?';
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(1)} GB`;
}
