import { checklistLimits } from './checklists.js';
import type { FieldType } from './fields.js';
import type { Field, Resource } from './resource.js';

/** A kind of file the server stores, told by the file's own bytes, never by its name. */
export interface UploadType {
  mime: string;
  /** The extension a stored file of this kind is named with. */
  ext: string;
}

/** Every kind of file the server accepts; a field may take fewer. */
export const uploadTypes: readonly UploadType[] = [
  { mime: 'image/jpeg', ext: 'jpg' },
  { mime: 'image/png', ext: 'png' },
  { mime: 'image/webp', ext: 'webp' },
  { mime: 'image/gif', ext: 'gif' },
  { mime: 'image/avif', ext: 'avif' },
  { mime: 'application/pdf', ext: 'pdf' },
  { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  { mime: 'video/mp4', ext: 'mp4' },
  { mime: 'video/webm', ext: 'webm' },
  // Map layers: told by parsing the bytes as GeoJSON (RFC 7946), stored as the server rewrites them.
  { mime: 'application/geo+json', ext: 'geojson' },
];

/** Other names a field's `accept` or `mimes` may give an extension by. */
const extensionAliases: Record<string, readonly string[]> = { jpg: ['jpeg'], geojson: ['json'] };

export type FileFieldType = Extract<FieldType, 'image' | 'file' | 'images' | 'videos'>;
export const fileFieldTypes: readonly FileFieldType[] = ['image', 'file', 'images', 'videos'];

export function isFileField(field: Pick<Field, 'type'>): boolean {
  return (fileFieldTypes as readonly FieldType[]).includes(field.type);
}

/**
 * What a file field takes when it names nothing (admin spec §5): one image or several below 1 MB, a file
 * of any kind below 5 MB; images by default, videos for a video list.
 */
const fieldDefaults: Record<FileFieldType, { maxSizeMb: number; accept?: string }> = {
  image: { maxSizeMb: 1, accept: 'image/*' },
  images: { maxSizeMb: 1, accept: 'image/*' },
  videos: { maxSizeMb: 1, accept: 'video/*' },
  file: { maxSizeMb: 5 },
};

/** What one file field accepts: the same limits in the admin's upload widget and on the server. */
export interface UploadLimits {
  types: readonly UploadType[];
  /** The largest size accepted, in bytes. */
  maxBytes: number;
  /** That limit as people read it: `1 MB`, `500 KB`. */
  maxText: string;
  /** The exact size an image must have (the `dimensions:width,height` rule). */
  dimensions?: { width: number; height: number };
}

const mb = 1024 * 1024;

/** Whether a pattern of `accept` or `mimes` names a type: `image/*`, `image/png`, `.png` or `png`. */
function matches(pattern: string, type: UploadType): boolean {
  const p = pattern.trim().toLowerCase();
  if (p.endsWith('/*')) return type.mime.startsWith(p.slice(0, -1));
  if (p.includes('/')) return type.mime === p;
  const ext = p.replace(/^\./, '');
  return type.ext === ext || (extensionAliases[type.ext] ?? []).includes(ext);
}

const limitsCache = new WeakMap<Field, UploadLimits>();

/**
 * The limits of a file field: the kinds of file both the server and the field's `accept` and `mimes` rule
 * allow; a size strictly below `maxSizeMb` and at most the `size` rule's kilobytes; the `dimensions` rule.
 */
export function uploadLimitsOf(field: Field): UploadLimits {
  const cached = limitsCache.get(field);
  if (cached) return cached;
  const defaults = fieldDefaults[field.type as FileFieldType] ?? fieldDefaults.file;
  const accept = (field.accept ?? defaults.accept)?.split(',').filter((p) => p.trim() !== '');
  const mimes = field.parsedRules.find((r) => r.name === 'mimes')?.args;
  const types = uploadTypes.filter(
    (type) =>
      (!accept || accept.some((p) => matches(p, type))) && (!mimes || mimes.some((p) => matches(p, type))),
  );
  const maxSizeMb = field.maxSizeMb ?? defaults.maxSizeMb;
  let maxBytes = Math.ceil(maxSizeMb * mb) - 1;
  let maxText = `${maxSizeMb} MB`;
  const sizeKb = Number(field.parsedRules.find((r) => r.name === 'size')?.args[0]);
  if (Number.isFinite(sizeKb) && sizeKb > 0 && sizeKb * 1024 <= maxBytes) {
    maxBytes = sizeKb * 1024;
    maxText = `${sizeKb} KB`;
  }
  const [width, height] = (field.parsedRules.find((r) => r.name === 'dimensions')?.args ?? []).map(Number);
  const limits: UploadLimits = {
    types,
    maxBytes,
    maxText,
    ...(width && height ? { dimensions: { width, height } } : {}),
  };
  limitsCache.set(field, limits);
  return limits;
}

/** The `accept` attribute of a field's file input: exactly the kinds the server takes for it. */
export function uploadAccept(field: Field): string {
  return uploadLimitsOf(field)
    .types.flatMap((t) => [t.mime, `.${t.ext}`, ...(extensionAliases[t.ext] ?? []).map((e) => `.${e}`)])
    .join(',');
}

/**
 * Whether a file chosen in a browser is of a kind the field takes, by the type the browser gives it when
 * that is one the server knows, else by its extension (a `.geojson` file often comes typed as nothing or
 * as `application/json`). The server decides by the file's bytes; this only spares sending what it would
 * refuse.
 */
export function isChosenFileAccepted(limits: UploadLimits, file: { type: string; name: string }): boolean {
  if (uploadTypes.some((t) => t.mime === file.type)) return limits.types.some((t) => t.mime === file.type);
  const ext = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  return limits.types.some((t) => t.ext === ext || (extensionAliases[t.ext] ?? []).includes(ext));
}

/** The accepted kinds as people read them: `jpg, png, webp`. */
export const acceptedText = (limits: UploadLimits) => limits.types.map((t) => t.ext).join(', ');

/** What is known of a stored or arriving file. */
export interface FileFacts {
  mime: string;
  size: number;
  width?: number | null;
  height?: number | null;
}

/** Why a field does not take a file: its kind, its size, or its pixel size. */
export type UploadRefusal = 'type' | 'size' | 'dimensions';

export function uploadRefusal(limits: UploadLimits, file: FileFacts): UploadRefusal | null {
  if (!limits.types.some((t) => t.mime === file.mime)) return 'type';
  if (file.size > limits.maxBytes) return 'size';
  const wanted = limits.dimensions;
  if (wanted && (file.width !== wanted.width || file.height !== wanted.height)) return 'dimensions';
  return null;
}

/**
 * A file field of a resource, or of the sub-records of its slave field (`plantings.photo`), or the photos
 * of a checklist field's answers (`answers`).
 */
export interface FileFieldPath {
  /** `photo`, `plantings.photo`, or `answers`. */
  path: string;
  /** The field, or for a checklist the images field its photos are taken as (their limits and label). */
  field: Field;
  /** The slave field whose sub-records hold it. */
  slave?: Field;
  /** The checklist field whose answers hold the photos, by criterion code. */
  checklist?: Field;
}

/**
 * What the photos of a checklist's answers are taken as: images below 10 MB, at most 5 to an answer, the
 * same as any images field's uploads (the field keeps the checklist's name, so a row's column holds them).
 */
function checklistPhotos(checklist: Field): Field {
  return {
    ...checklist,
    type: 'images',
    label: { id: `Foto ${checklist.label.id}`, en: `${checklist.label.en} Photos` },
    rules: '',
    parsedRules: [],
    accept: 'image/*',
    maxSizeMb: checklistLimits.photoMb,
    maxFiles: checklistLimits.photos,
  };
}

const pathsCache = new WeakMap<Resource, FileFieldPath[]>();

/** Every field of a resource that holds uploaded files, those of sub-records included. */
export function fileFieldsOf(resource: Resource): FileFieldPath[] {
  let paths = pathsCache.get(resource);
  if (!paths) {
    paths = resource.fields.flatMap((field): FileFieldPath[] => {
      if (isFileField(field)) return [{ path: field.name, field }];
      if (field.checklist) return [{ path: field.name, field: checklistPhotos(field), checklist: field }];
      return (field.fields ?? [])
        .filter(isFileField)
        .map((sub) => ({ path: `${field.name}.${sub.name}`, field: sub, slave: field }));
    });
    pathsCache.set(resource, paths);
  }
  return paths;
}

/** The URLs a file value holds: one for image and file, a list for images and videos. */
export function urlsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}
