import {
  type ColumnType,
  type Field,
  type FieldType,
  fieldTypes,
  type Resource,
  systemFields,
} from '@rimba/core';
import { type TSchema, Type } from '@sinclair/typebox';

const periodOf = (one: () => TSchema) => () =>
  Type.Array(one(), { minItems: 2, maxItems: 2, description: '[from, to]' });
const urls = (what: string) => () => Type.Array(Type.String(), { description: `URLs of the ${what}` });

/** How each field type appears in answers. Secret fields never do: they are left out of rows. */
export const outputSchemas: { [K in FieldType]: () => TSchema } = {
  text: () => Type.String(),
  email: () => Type.String({ format: 'email' }),
  url: () => Type.String(),
  tel: () => Type.String(),
  color: () => Type.String({ description: '#rrggbb' }),
  hidden: () => Type.String(),
  password: () => Type.Never(),
  textarea: () => Type.String(),
  richtext: () => Type.String({ description: 'sanitised HTML' }),
  number: () => Type.Integer(),
  decimal: () => Type.Number(),
  money: () => Type.Integer({ description: 'rupiah' }),
  boolean: () => Type.Boolean(),
  date: () => Type.String({ format: 'date' }),
  datetime: () => Type.String({ format: 'date-time' }),
  time: () => Type.String({ description: 'HH:mm:ss' }),
  year: () => Type.Integer(),
  month: () => Type.String({ description: 'YYYY-MM' }),
  week: () => Type.String({ description: 'YYYY-Www' }),
  'date-range': periodOf(() => Type.String({ format: 'date' })),
  'datetime-range': periodOf(() => Type.String({ format: 'date-time' })),
  'time-range': periodOf(() => Type.String()),
  'year-range': periodOf(() => Type.Integer()),
  'month-range': periodOf(() => Type.String()),
  'week-range': periodOf(() => Type.String()),
  map: () =>
    Type.Object(
      { lat: Type.Number(), lng: Type.Number() },
      { additionalProperties: Type.String(), description: 'map result (admin spec §3)' },
    ),
  polygon: () =>
    Type.Object(
      {
        type: Type.Union([Type.Literal('Polygon'), Type.Literal('MultiPolygon')]),
        coordinates: Type.Array(Type.Any()),
      },
      { description: 'GeoJSON Polygon or MultiPolygon geometry, [longitude, latitude] positions' },
    ),
  image: () => Type.String({ description: 'URL of the picture' }),
  file: () => Type.String({ description: 'URL of the file' }),
  images: urls('pictures'),
  videos: urls('videos'),
  select: () => Type.String(),
  radio: () => Type.String(),
  'select-multiple': () => Type.Array(Type.String()),
  checkbox: () => Type.Array(Type.String()),
  lookup: () => Type.Integer({ description: 'id of the looked-up row' }),
  'lookup-radio': () => Type.Integer({ description: 'id of the looked-up row' }),
  'lookup-checkbox': () => Type.Array(Type.Integer(), { description: 'ids of the looked-up rows' }),
  slave: () => Type.Array(Type.Object({}, { additionalProperties: true })),
  checklist: () =>
    Type.Record(Type.String(), Type.Object({}, { additionalProperties: true }), {
      description: 'answers by criterion code: answer, note, photos, finding',
    }),
  'checklist-template': () =>
    Type.Object({}, { additionalProperties: true, description: 'scale, elements, levels, bands, passMin' }),
};

const nullable = (schema: TSchema) => Type.Union([schema, Type.Null()]);

/**
 * The JSON a body value of a field must be, by the column it is stored in: a number is sent as a number
 * and text as text, so `"7"` is not 7, `1` is not `"1"` or true, and 12 is no date-time. Null (or an
 * empty text) leaves the field empty. Lists, periods, places and sub-records come as arrays and objects,
 * whose shape the field type's parser checks. Within its JSON type, the parser and the rules decide
 * what is valid, with the field's own messages.
 */
const jsonOfColumn: Record<ColumnType, string[]> = {
  'character varying': ['string'],
  text: ['string'],
  date: ['string'],
  'time without time zone': ['string'],
  'timestamp with time zone': ['string'],
  integer: ['integer'],
  bigint: ['integer'],
  'double precision': ['number'],
  boolean: ['boolean'],
  jsonb: ['array', 'object'],
};

/**
 * A body value of a field, as the create, update and public write routes take it: one `type` list rather
 * than a union, so a refusal names every kind the field takes. A sub-record holds its own fields only.
 */
export function inputValueSchema(field: Pick<Field, 'type' | 'fields'>): TSchema {
  if (field.fields) {
    const item = Type.Object(
      Object.fromEntries(field.fields.map((f) => [f.name, Type.Optional(inputValueSchema(f))])),
      { additionalProperties: false },
    );
    return Type.Union([Type.Array(item), Type.Null()]);
  }
  return Type.Unsafe({ type: [...jsonOfColumn[fieldTypes[field.type].column], 'null'] });
}

export function rowSchema(resource: Resource): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const s of systemFields) properties[s.name] = outputSchemas[s.type]();
  if (resource.sync) {
    properties.client_id = nullable(
      Type.String({ format: 'uuid', description: "The device's id of the row; null when made in the admin" }),
    );
    properties.version = Type.Integer({ minimum: 1, description: 'Raised by every change of the row' });
  }
  for (const f of resource.fields) {
    if (fieldTypes[f.type].secret) continue;
    // A field the caller may not read is left out of their answers.
    const schema = nullable(outputSchemas[f.type]());
    properties[f.name] = f.read ? Type.Optional(schema) : schema;
    if (f.lookup) {
      const related = Type.Object({ id: Type.Integer(), label: Type.Union([Type.String(), Type.Null()]) });
      properties[`rel_${f.name}`] = Type.Optional(
        f.type === 'lookup-checkbox' ? Type.Array(related) : nullable(related),
      );
    }
  }
  return Type.Object(properties, { $id: `${resource.name}Row`, title: `${resource.title.en} row` });
}

export function inputSchema(resource: Resource, withId: boolean): TSchema {
  const properties: Record<string, TSchema> = {};
  if (withId) properties.id = Type.Integer({ minimum: 1 });
  for (const f of resource.fields) {
    if (!f.form) continue;
    properties[f.name] = Type.Optional(inputValueSchema(f));
  }
  return Type.Object(properties, { additionalProperties: false });
}

/**
 * Paging stays within what a list can mean: a limit above the route's ceiling is lowered to it, but a
 * number past these is no page at all (and an offset of billions would only make the database count).
 */
export const pagingLimits = { page: 1_000_000, limit: 1_000_000, offset: 100_000_000 } as const;

export const ListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: pagingLimits.page })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: pagingLimits.limit, description: 'lowered to the route ceiling' }),
    ),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: pagingLimits.offset })),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    filters: Type.Optional(
      Type.String({
        maxLength: 4000,
        description: 'JSON object: {"field": value} or {"field": {"op": value}}',
      }),
    ),
    order: Type.Optional(Type.String({ maxLength: 64 })),
    sort: Type.Optional(Type.String({ maxLength: 4 })),
  },
  { additionalProperties: false },
);

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
