import {
  apiMessage,
  type Field,
  type FieldErrors,
  fileFieldsOf,
  isAllowed,
  type Resource,
  resources,
  uploadLimitsOf,
  uploadRefusal,
  urlsOf,
} from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { mayRead, scopeOf } from '../resources/access.js';
import type { OperationContext } from '../resources/operations.js';
import { refusalMessage } from './limits.js';

type Row = Record<string, unknown>;

/** The files one file field of a record holds, and the key its message goes under. */
interface Held {
  /** `photo`, `plantings.0.photo` for a sub-record's field, or `answers.1.2` for a checklist answer's photos. */
  key: string;
  /** `photo`, `plantings.photo`, or `answers`. */
  path: string;
  field: Field;
  urls: string[];
}

const isRecord = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The files a record's values hold, field by field; fields absent from the values are left out. */
function heldBy(resource: Resource, values: Row): Held[] {
  const held: Held[] = [];
  for (const { path, field, slave, checklist } of fileFieldsOf(resource)) {
    if (checklist) {
      const answers = values[checklist.name];
      if (!isRecord(answers)) continue;
      for (const [code, answer] of Object.entries(answers)) {
        if (isRecord(answer)) held.push({ key: `${path}.${code}`, path, field, urls: urlsOf(answer.photos) });
      }
      continue;
    }
    if (!slave) {
      if (field.name in values) held.push({ key: path, path, field, urls: urlsOf(values[field.name]) });
      continue;
    }
    const items = values[slave.name];
    if (!Array.isArray(items)) continue;
    items.forEach((item, i) => {
      if (isRecord(item)) {
        held.push({ key: `${slave.name}.${i}.${field.name}`, path, field, urls: urlsOf(item[field.name]) });
      }
    });
  }
  return held.filter((h) => h.urls.length > 0);
}

/** The columns a row needs for its files to be attached: its id and the fields that hold files. */
export function attachedColumns(resource: Resource): string[] {
  return ['id', ...new Set(fileFieldsOf(resource).map((f) => (f.slave ?? f.field).name))];
}

/** The files a stored row holds, by field path: those it may keep whoever uploaded them. */
async function storedFiles(
  ctx: OperationContext,
  resource: Resource,
  id: number,
): Promise<Map<string, Set<string>>> {
  const row = await (ctx.db as unknown as Kysely<Record<string, Row>>)
    .selectFrom(resource.table)
    .select(attachedColumns(resource))
    .where('id', '=', id)
    .executeTakeFirst();
  const files = new Map<string, Set<string>>();
  for (const { path, urls } of row ? heldBy(resource, row) : []) {
    files.set(path, new Set([...(files.get(path) ?? []), ...urls]));
  }
  return files;
}

/** The resources declared media libraries, whose files any record may hold. */
const libraries = resources.filter((r) => r.mediaLibrary);

/**
 * Which of the URLs a media library holds in a row the caller may read (its read task, its row scope and
 * its file field's read permission): files the caller may put into any record.
 */
async function libraryFiles(ctx: OperationContext, urls: readonly string[]): Promise<Set<string>> {
  const shared = new Set<string>();
  if (urls.length === 0) return shared;
  for (const library of libraries) {
    const column = library.mediaLibrary!.file;
    if (!isAllowed(ctx.caller, library.permissions.read) || !mayRead(ctx, library, column)) continue;
    const scope = scopeOf(ctx, library);
    const rows = await (ctx.db as unknown as Kysely<Record<string, Row>>)
      .selectFrom(library.table)
      .select(column)
      .where(column, 'in', urls)
      .$if(scope !== undefined, (q) => q.where(scope!))
      .execute();
    for (const row of rows) shared.add(String(row[column]));
  }
  return shared;
}

/**
 * Field messages for the files some records would hold: each URL must be a file uploaded here, by the
 * caller or held by a media library the caller may read, and one its field takes (kind, size, pixel
 * size); a file the stored row (`rowId`) already holds in the same field may stay, whoever uploaded it.
 * Answers each record's messages, in order.
 */
export async function uploadErrorsOf(
  ctx: OperationContext,
  resource: Resource,
  records: readonly Row[],
  rowId?: number,
): Promise<FieldErrors[]> {
  const held = records.map((values) => heldBy(resource, values));
  const errors: FieldErrors[] = records.map(() => ({}));
  const urls = [...new Set(held.flat().flatMap((h) => h.urls))];
  if (urls.length === 0) return errors;
  const uploads = new Map(
    (
      await ctx.db
        .selectFrom('uploads')
        .select(['url', 'mime', 'size', 'width', 'height', 'created_by'])
        .where('url', 'in', urls)
        .execute()
    ).map((u) => [u.url, u]),
  );
  const kept = rowId === undefined ? undefined : await storedFiles(ctx, resource, rowId);
  const mine = (url: string) => {
    const by = uploads.get(url)?.created_by;
    return by !== null && by !== undefined && by === ctx.caller?.userId;
  };
  const shared = await libraryFiles(
    ctx,
    urls.filter((url) => uploads.has(url) && !mine(url)),
  );
  const problem = (h: Held, url: string): string | null => {
    if (kept?.get(h.path)?.has(url)) return null;
    const label = h.field.label[ctx.lang];
    const upload = uploads.get(url);
    if (!upload) return apiMessage('fileNotUploaded', ctx.lang, { field: label });
    if (!mine(url) && !shared.has(url)) return apiMessage('fileNotYours', ctx.lang, { field: label });
    const refusal = uploadRefusal(uploadLimitsOf(h.field), upload);
    return refusal && refusalMessage(h.field, refusal, ctx.lang);
  };
  held.forEach((fields, i) => {
    for (const h of fields) {
      const message = h.urls.map((url) => problem(h, url)).find((m) => m !== null);
      if (message) errors[i]![h.key] = [message];
    }
  });
  return errors;
}

/**
 * Marks the files saved rows hold as attached to them (their resource, id and field), so the sweep keeps
 * them. A file keeps the first record that held it; one statement per file field.
 */
export async function attachUploads(db: Kysely<Database>, resource: Resource, rows: Row | readonly Row[]) {
  const byPath = new Map<string, { urls: string[]; ids: number[] }>();
  for (const row of Array.isArray(rows) ? rows : [rows]) {
    for (const { path, urls } of heldBy(resource, row)) {
      const pairs = byPath.get(path) ?? { urls: [], ids: [] };
      for (const url of urls) {
        pairs.urls.push(url);
        pairs.ids.push(Number(row.id));
      }
      byPath.set(path, pairs);
    }
  }
  for (const [path, { urls, ids }] of byPath) {
    await sql`
      update uploads set attached_at = now(), resource = ${resource.name}, field = ${path},
        record_id = held.record_id
      from (select unnest(${urls}::text[]) as url, unnest(${ids}::bigint[]) as record_id) as held
      where uploads.url = held.url and uploads.attached_at is null`.execute(db);
  }
}
