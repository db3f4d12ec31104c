import { Readable } from 'node:stream';
import { defaultTimeZone, isTimeZone, type Resource, resources } from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { httpError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';
import { mayRead } from './access.js';
import { context } from './context.js';
import {
  type ExportColumn,
  type ExportFormatName,
  type ExportRow,
  exportColumns,
  exportFormatNames,
  exportFormats,
  maxSheetRows,
  type ReadRows,
} from './export-formats/index.js';
import { ReadableText } from './export-formats/readable.js';
import { authorize, listLimits, type OperationContext, planFor } from './operations.js';
import type { ListQuery } from './query.js';
import { labelsOf } from './relations.js';
import { ListQuerySchema } from './schemas.js';

export interface ExportSettings {
  /** Rows read per query. */
  batchSize: number;
  /** Data rows per xlsx sheet before the next sheet starts. */
  sheetRows: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** How exports read and write; tests make the batches small to cross their boundaries. */
    exportSettings: ExportSettings;
  }
}

export type ExportQuery = Pick<ListQuery, 'search' | 'filters' | 'order' | 'sort'> & {
  format?: ExportFormatName;
  /** The zone times are written in (IANA name); the caller's own setting, else Jakarta, by default. */
  time_zone?: string;
};

type AnyDb = Kysely<Record<string, ExportRow>>;
type Eb = ExpressionBuilder<Record<string, ExportRow>, string>;

/** The order column's value of a batch's last row, as sent back in the next batch's condition. */
const keyColumn = '__key';

/**
 * The rows of a resource that a list query finds, all of them, in the list's order. Permission and
 * query are checked at once, so a refusal is an ordinary error answer; the answer reads the rows in
 * batches of `batchSize` as they are consumed, handing each batch to `encode` as soon as it arrives
 * (the rows, many small objects, are garbage at once; their encoding waits for the client instead).
 *
 * Each batch is one short query that starts after the previous batch's last row, `(order column, id)`
 * past its values, served by the `(column, id)` index every sortable column has. No transaction or
 * cursor stays open between batches: on PGlite, which runs one query at a time for the whole server,
 * other requests go between them. A search or filter is not fenced in a materialized set as the list
 * does: that set would be found again for every batch, where here PostgreSQL walks the order index once
 * over the whole export.
 *
 * A nullable order column is read in two runs, its rows with a value and those without, in the places
 * PostgreSQL's default order gives nulls (last ascending, first descending), since a row comparison
 * with a null never holds.
 */
export function exportRows(
  ctx: OperationContext,
  resource: Resource,
  query: ExportQuery,
  batchSize: number,
  zone: string = defaultTimeZone,
): ReadRows {
  authorize(ctx, resource, 'read');
  const plan = planFor(ctx, resource, query, listLimits);
  const { column, sort } = plan.order;
  const after = sort === 'asc' ? '>' : '<';
  const declared = resource.fieldsByName.get(column);
  const nullable = declared !== undefined && !declared.required;
  // timestamptz comes back as a JavaScript Date, which drops the microseconds: keep the exact text.
  const exactKey = declared ? declared.type === 'datetime' : column !== 'id';
  const runs: Run[] = !nullable ? ['values'] : sort === 'asc' ? ['values', 'nulls'] : ['nulls', 'values'];
  const exported = exportColumns(resource, ctx.lang, (name) => mayRead(ctx, resource, name), zone);
  const columns = exported.map((c) => c.name);
  const readable = readableRows(ctx, exported, zone);
  const db = ctx.db as unknown as AnyDb;

  const batch = (run: Run, last: Key | undefined) => {
    const conditions = (eb: Eb): Expression<SqlBool> => {
      const all: Expression<SqlBool>[] = [plan.where(eb)];
      if (nullable) all.push(eb(eb.ref(column), run === 'nulls' ? 'is' : 'is not', null));
      if (last) {
        const key = exactKey ? sql`cast(${last.key} as timestamptz)` : last.key;
        all.push(
          run === 'nulls' || column === 'id'
            ? eb(eb.ref('id'), after, last.id)
            : sql<SqlBool>`(${sql.ref(column)}, id) ${sql.raw(after)} (${key}, ${last.id})`,
        );
      }
      return eb.and(all);
    };
    return db
      .selectFrom(resource.table)
      .select(columns)
      .select(exactKey ? sql`${sql.ref(column)}::text`.as(keyColumn) : sql.ref(column).as(keyColumn))
      .where(conditions)
      .orderBy(column, sort)
      .orderBy('id', sort)
      .limit(batchSize)
      .execute();
  };

  return async function* read<T>(encode: (rows: ExportRow[]) => T): AsyncGenerator<T> {
    for (const run of runs) {
      const encoded = async (last: Key | undefined): Promise<Encoded<T>> => {
        const rows = await batch(run, last);
        const tail = rows[rows.length - 1];
        const next = rows.length === batchSize && tail ? { key: tail[keyColumn], id: tail.id } : undefined;
        await readable(rows);
        return { value: rows.length > 0 ? encode(rows) : undefined, next };
      };
      // The next batch is asked for as soon as one arrives, so the database reads while the client
      // downloads; never more than one batch ahead.
      let pending: Promise<Encoded<T>> | undefined = encoded(undefined);
      try {
        while (pending) {
          const { value, next }: Encoded<T> = await pending;
          pending = next ? encoded(next) : undefined;
          if (value !== undefined) yield value;
        }
      } finally {
        // An export abandoned half-way (the client went away) must not leave a failing query unheard.
        await pending?.catch(() => {});
      }
    }
  };
}

/**
 * Turns a batch's stored values into the text a list shows, in place: option labels, periods, places,
 * sub-records, and the labels of looked-up rows, read with one query per lookup field for the whole batch.
 */
export function readableRows(
  ctx: OperationContext,
  columns: ExportColumn[],
  zone: string,
): (rows: ExportRow[]) => Promise<void> {
  const fields = columns.flatMap((c) => (c.readable ? [c.readable] : []));
  const text = new ReadableText(ctx.lang, zone);
  return async (rows) => {
    for (const field of fields) {
      const labels = field.lookup
        ? await labelsOf(
            ctx,
            field,
            rows.flatMap((row) => idsIn(row[field.name])),
          )
        : undefined;
      for (const row of rows) row[field.name] = text.of(field, row[field.name], labels);
    }
  };
}

const idsIn = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value])
    .map(Number)
    .filter(Number.isSafeInteger);

type Run = 'values' | 'nulls';
type Key = { key: unknown; id: unknown };
type Encoded<T> = { value: T | undefined; next: Key | undefined };

/** Today in Jakarta as DD-MM-YYYY, the date in an export's file name (admin spec §7). */
export function fileDate(now = new Date()): string {
  const [year, month, day] = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/**
 * `attachment` with the file name, plus its UTF-8 form (RFC 5987 / 6266 `filename*`) when the name is
 * not plain ASCII; the plain `filename` then carries it with `_` for what ASCII cannot say.
 */
export function contentDisposition(filename: string): string {
  const plain = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (plain === filename) return `attachment; filename="${filename}"`;
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`;
}

const ExportQuerySchema = Type.Object(
  {
    ...Type.Pick(ListQuerySchema, ['search', 'filters', 'order', 'sort']).properties,
    format: Type.Optional(
      Type.Union(
        exportFormatNames.map((name) => Type.Literal(name)),
        { default: 'xlsx', description: 'xlsx (default), csv or html' },
      ),
    ),
    time_zone: Type.Optional(
      Type.String({
        maxLength: 64,
        description:
          "The zone times are written in, e.g. Asia/Jayapura (an IANA name); by default the caller's " +
          'own setting, else Asia/Jakarta. The headers of time columns name it: "Dibuat (WIT)".',
      }),
    ),
  },
  { additionalProperties: false },
);

/** The zone of an export: the one asked for, else the caller's own setting, else Jakarta. */
async function exportZone(ctx: OperationContext, asked: string | undefined): Promise<string> {
  if (asked !== undefined) {
    if (!isTimeZone(asked)) throw httpError(400, 'badTimeZone', ctx.lang, { zone: asked });
    return asked;
  }
  if (!ctx.caller) return defaultTimeZone;
  const own = await ctx.db
    .selectFrom('users')
    .select('time_zone')
    .where('id', '=', ctx.caller.userId)
    .executeTakeFirst();
  return isTimeZone(own?.time_zone) ? own.time_zone : defaultTimeZone;
}

const binary = { schema: { type: 'string', format: 'binary' } };

function exportRoute(app: FastifyInstance, resource: Resource): void {
  app.get<{ Querystring: ExportQuery }>(
    `/api/${resource.name}/export`,
    {
      schema: {
        tags: [resource.title.en],
        summary: `Download every ${resource.title.en} row the list query finds, as xlsx, csv or html`,
        description:
          'The same search, filters, order and sort as the list, without paging: all matching rows, ' +
          'streamed. Columns: id and the declared fields, headed by their labels in the language of ' +
          'Accept-Language, with the values the list shows: option and lookup labels, periods, places, ' +
          'sub-records, times in the zone asked for. Needs the read permission.',
        querystring: ExportQuerySchema,
        response: {
          200: {
            description: 'The file, as an attachment named "{title} DD-MM-YYYY.{format}"',
            content: Object.fromEntries(Object.values(exportFormats).map((f) => [f.contentType, binary])),
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { lang } = request;
      if (!resource.export) {
        throw httpError(404, 'routeNotFound', lang, { path: request.url.split('?')[0] ?? '' });
      }
      const { format = 'xlsx', time_zone, ...query } = request.query;
      const settings = app.exportSettings;
      const ctx = await context(app, request);
      authorize(ctx, resource, 'read');
      const zone = await exportZone(ctx, time_zone);
      const read = exportRows(ctx, resource, query, settings.batchSize, zone);
      const writer = exportFormats[format];
      const title = resource.title[lang];
      const columns = exportColumns(resource, lang, (name) => mayRead(ctx, resource, name), zone);
      const file = writer.write({ title, lang, columns, zone }, read, settings);
      reply
        .header('content-type', writer.contentType)
        .header('content-disposition', contentDisposition(`${title} ${fileDate()}.${writer.extension}`))
        .header('cache-control', 'no-store');
      if (format === 'html')
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.send(Readable.from(file, { objectMode: false }));
    },
  );
}

/** `GET /api/{resource}/export` for every resource; a resource declared without export answers 404. */
export function registerExportRoutes(app: FastifyInstance): void {
  app.decorate('exportSettings', { batchSize: 5000, sheetRows: maxSheetRows });
  for (const resource of resources) exportRoute(app, resource);
}
