import type { Field, FieldType } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Row } from '../resources/operations.js';

/** A stored file as the site reads it: where it is, and the name it was uploaded with. */
export interface FileRef {
  url: string;
  filename: string;
}

const single: readonly FieldType[] = ['image', 'file'];
const several: readonly FieldType[] = ['images', 'videos'];
export const isFileType = (type: FieldType) => single.includes(type) || several.includes(type);

/** The last part of a URL's path: the name of a file that was not uploaded through the API (demo files). */
function lastPart(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * Turns the file fields of some rows into `{ url, filename }` (lists of them for several files), with the
 * names the files were uploaded under: one query for every file of every batch.
 */
export async function answerFiles(
  db: Kysely<Database>,
  batches: readonly { rows: Row[]; fields: readonly Field[] }[],
): Promise<void> {
  const urls = new Set<string>();
  const fileFields = batches.map((b) => ({
    rows: b.rows,
    fields: b.fields.filter((f) => isFileType(f.type)),
  }));
  for (const { rows, fields } of fileFields) {
    for (const row of rows) {
      for (const f of fields) {
        const value = row[f.name];
        for (const url of Array.isArray(value) ? value : [value]) if (typeof url === 'string') urls.add(url);
      }
    }
  }
  if (urls.size === 0) return;
  const names = new Map<string, string>();
  const all = [...urls];
  for (let i = 0; i < all.length; i += 5000) {
    const found = await db
      .selectFrom('uploads')
      .select(['url', 'filename'])
      .where('url', 'in', all.slice(i, i + 5000))
      .execute();
    for (const f of found) names.set(f.url, f.filename);
  }
  const ref = (url: unknown): FileRef | null =>
    typeof url === 'string' ? { url, filename: names.get(url) ?? lastPart(url) } : null;
  for (const { rows, fields } of fileFields) {
    for (const row of rows) {
      for (const f of fields) {
        const value = row[f.name];
        row[f.name] = several.includes(f.type)
          ? Array.isArray(value)
            ? value.map(ref).filter(Boolean)
            : null
          : ref(value);
      }
    }
  }
}
