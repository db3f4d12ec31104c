import { createHash, randomBytes } from 'node:crypto';
import type { MultipartFields } from '@fastify/multipart';
import { isAllowed, type Lang, resourcesByName, uploadTypes } from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageSize } from 'image-size';
import { sql } from 'kysely';
import type { Caller } from '../auth/tokens.js';
import { httpError } from '../http/errors.js';
import { uploadedFile } from '../http/multipart.js';
import { requestLimit } from '../http/rate-limits.js';
import { errorResponses } from '../http/schemas.js';
import { cleanFileName } from './file-name.js';
import { fileFieldAt, refusalError, type UploadTarget } from './limits.js';
import { checkPicture } from './picture.js';
import { sniffUpload } from './sniff.js';

/** A file's SHA-256 as the calls name it: 64 lowercase hex digits. */
const Sha256 = (description: string) => Type.String({ pattern: '^[0-9a-f]{64}$', description });

const UploadQuery = Type.Object({
  resource: Type.Optional(Type.String({ maxLength: 100, description: 'The resource the file is for' })),
  field: Type.Optional(
    Type.String({ maxLength: 200, description: 'Its file field (`plantings.photo` for a sub-record’s)' }),
  ),
  sha256: Type.Optional(
    Sha256(
      'The SHA-256 of the file’s bytes (lowercase hex): checked against what arrives (a 400 when they ' +
        'differ), and a file the caller already uploaded is answered as that upload',
    ),
  ),
});
type UploadQuery = { resource?: string; field?: string; sha256?: string };

const HashParams = Type.Object({ sha256: Sha256('The SHA-256 of the file’s bytes (lowercase hex)') });

const UploadReply = Type.Object({
  url: Type.String(),
  filename: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
});

const mb = 1024 * 1024;

/** A multipart text field's value, when it was sent before the file. */
function fieldValue(fields: MultipartFields, name: string): string | undefined {
  const entry = fields[name];
  const one = Array.isArray(entry) ? entry[0] : entry;
  return one && one.type === 'field' && typeof one.value === 'string' ? one.value : undefined;
}

/**
 * The field a file is for, which the caller must be allowed to fill: they may create or update its
 * resource. An unknown resource or a field that takes no files is a 400, a resource the caller may not
 * write a 403.
 */
function targetOf(caller: Caller, resourceName: string, fieldPath: string, lang: Lang): UploadTarget {
  const resource = resourcesByName.get(resourceName);
  if (!resource) throw httpError(400, 'uploadUnknownResource', lang, { resource: resourceName });
  const writes = (['create', 'update'] as const).filter((action) => resource.actions.includes(action));
  if (!writes.some((action) => isAllowed(caller, resource.permissions[action]))) {
    const permission = writes.map((action) => resource.permissions[action]).join(', ') || resource.name;
    throw httpError(403, 'forbidden', lang, { permission });
  }
  const target = fileFieldAt(resource, fieldPath);
  if (!target)
    throw httpError(400, 'uploadNotFileField', lang, { field: fieldPath, resource: resource.name });
  return target;
}

/** Width and height as shown: a JPEG turned by its EXIF orientation shows its sides swapped. */
function pixelSize(buffer: Buffer): { width: number | null; height: number | null } {
  try {
    const { width, height, orientation } = imageSize(buffer);
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return { width: null, height: null };
  }
}

/** The columns an upload is answered with. */
const answered = ['url', 'filename', 'mime', 'size'] as const;

/**
 * `POST /api/upload?resource=…&field=…`: one file for one file field. The field's limits decide what is
 * taken (its kinds, told by the file's bytes; its size; an image's pixel size); the caller must be allowed
 * to create or update the resource, within the upload rate and their storage quota. The file is stored
 * under a random name and recorded as theirs, with the SHA-256 of its bytes; until a saved record holds
 * it, it is swept away after a day.
 *
 * Sent with `sha256` (the field app names each photo by its hash), bytes that arrived damaged are refused,
 * and a file the caller already uploaded is answered as that upload: no second row, no second copy,
 * nothing more counted against the quota. A phone that sends a photo again after a lost answer, or uses
 * one photo in two reports, so stores it once. `GET /api/upload/by-hash/:sha256` tells a phone whether
 * it need send a photo at all. Without `sha256` every upload is a file of its own, attached to the one
 * record that takes it.
 */
export async function registerUploadRoutes(app: FastifyInstance): Promise<void> {
  const { uploadMaxMb, uploadQuotaMb } = app.config;
  const withinRate = requestLimit(
    app,
    {
      max: app.config.uploadRateLimit,
      timeWindow: 60_000,
      keyGenerator: async (request) => `upload:${(await request.requireCaller()).userId}`,
    },
    'uploadRateLimited',
  );

  app.post(
    '/api/upload',
    {
      schema: {
        tags: ['Files'],
        summary:
          'Upload one file (multipart field "file") for a file field of a resource, named by the query or ' +
          'by multipart fields "resource" and "field" sent before the file; answers its URL',
        consumes: ['multipart/form-data'],
        querystring: UploadQuery,
        response: { 200: UploadReply, ...errorResponses(400, 401, 403, 413, 415, 422, 429) },
      },
    },
    async (request: FastifyRequest<{ Querystring: UploadQuery }>) => {
      const { lang } = request;
      const caller = await request.requireCaller();
      const asked = request.query;
      // Named in the query, the target is checked before a byte of the file is read.
      let target =
        asked.resource && asked.field ? targetOf(caller, asked.resource, asked.field, lang) : undefined;
      await withinRate(request);
      const { filename: sent, bytes: received, fields } = await uploadedFile(request, uploadMaxMb);
      if (!target) {
        const resource = fieldValue(fields, 'resource');
        const field = fieldValue(fields, 'field');
        if (!resource || !field) throw httpError(400, 'uploadTarget', lang);
        target = targetOf(caller, resource, field, lang);
      }
      const sha256 = createHash('sha256').update(received).digest('hex');
      if (asked.sha256 !== undefined && asked.sha256 !== sha256) {
        throw httpError(400, 'uploadHashMismatch', lang);
      }

      const { mime, bytes: buffer } = await sniffUpload(received, target.field, lang);
      const type = uploadTypes.find((t) => t.mime === mime);
      const pixels = type?.mime.startsWith('image/') ? pixelSize(buffer) : { width: null, height: null };
      const refused = refusalError(target.field, { mime, size: received.length, ...pixels }, lang);
      if (refused) throw refused;
      if (type?.mime.startsWith('image/')) await checkPicture(buffer, target.field, lang);

      // A field takes none but the server's own types, so the refusal above leaves a known type.
      const name = `${randomBytes(16).toString('hex')}.${type!.ext}`;
      const url = `/uploads/${name}`;
      const filename = cleanFileName(sent, name);
      const recorded = await app.db.transaction().execute(async (trx) => {
        // Uploads of one user at once, on any instance, are counted and recorded one after the other.
        await sql`select pg_advisory_xact_lock(hashtext('uploads.quota'), ${caller.userId})`.execute(trx);
        // Named by its hash, a file sent before is answered as it was stored; one no record holds yet gets
        // a new day before the sweep (a row the sweep is removing right now is not found, and the file is
        // stored anew).
        const before =
          asked.sha256 === undefined
            ? undefined
            : await trx
                .updateTable('uploads')
                .set({ created_at: sql`case when attached_at is null then now() else created_at end` })
                .where('id', '=', (eb) =>
                  eb
                    .selectFrom('uploads')
                    .select('id')
                    .where('created_by', '=', caller.userId)
                    .where('sha256', '=', sha256)
                    .orderBy('id')
                    .limit(1),
                )
                .returning(answered)
                .executeTakeFirst();
        if (before) return { kind: 'stored' as const, upload: before };
        const used = await trx
          .selectFrom('uploads')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
          .where('created_by', '=', caller.userId)
          .executeTakeFirstOrThrow();
        if (Number(used.bytes) + buffer.length > uploadQuotaMb * mb) {
          return { kind: 'refused' as const, used: Number(used.bytes) };
        }
        await trx
          .insertInto('uploads')
          .values({ url, filename, mime, size: buffer.length, ...pixels, sha256, created_by: caller.userId })
          .execute();
        return { kind: 'new' as const };
      });
      if (recorded.kind === 'stored') return recorded.upload;
      if (recorded.kind === 'refused') {
        throw httpError(413, 'uploadQuota', lang, {
          used: Math.round((recorded.used / mb) * 10) / 10,
          quota: uploadQuotaMb,
        });
      }
      // Recorded first, so a refused file is never stored; a file that cannot be stored is not kept.
      try {
        await app.store.put(name, buffer, mime);
      } catch (error) {
        await app.db.deleteFrom('uploads').where('url', '=', url).execute();
        throw error;
      }
      return { url, filename, mime, size: buffer.length };
    },
  );

  app.get<{ Params: { sha256: string } }>(
    '/api/upload/by-hash/:sha256',
    {
      schema: {
        tags: ['Files'],
        summary:
          'The caller’s own upload of a file with this SHA-256, so that a file already sent need not be ' +
          'sent again; another user’s upload is not found',
        params: HashParams,
        response: { 200: UploadReply, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const caller = await request.requireCaller();
      const upload = await app.db
        .selectFrom('uploads')
        .select(answered)
        .where('created_by', '=', caller.userId)
        .where('sha256', '=', request.params.sha256)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!upload) throw httpError(404, 'notFound', request.lang);
      return upload;
    },
  );
}
