import { type FieldType, type Resource, systemFields } from '@rimba/core';
import { type TSchema, Type } from '@sinclair/typebox';

/** How each field type appears in answers. */
const outputSchemas: { [K in FieldType]: () => TSchema } = {
  text: () => Type.String(),
  textarea: () => Type.String(),
  email: () => Type.String({ format: 'email' }),
  url: () => Type.String(),
  number: () => Type.Integer(),
  money: () => Type.Integer({ description: 'rupiah' }),
  boolean: () => Type.Boolean(),
  datetime: () => Type.String({ format: 'date-time' }),
  image: () => Type.String({ description: 'URL of the picture' }),
};

const nullable = (schema: TSchema) => Type.Union([schema, Type.Null()]);

/**
 * A form value as clients send it: a string from a text box, a number, a boolean or null. The field
 * type's own parser and the rules decide what is valid, so the messages are the product's own.
 */
const inputValue = Type.Unsafe<string | number | boolean | null>({
  type: ['string', 'number', 'boolean', 'null'],
});

export function rowSchema(resource: Resource): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const s of systemFields) properties[s.name] = outputSchemas[s.type]();
  for (const f of resource.fields) properties[f.name] = nullable(outputSchemas[f.type]());
  return Type.Object(properties, { $id: `${resource.name}Row`, title: `${resource.title.en} row` });
}

export function inputSchema(resource: Resource, withId: boolean): TSchema {
  const properties: Record<string, TSchema> = {};
  if (withId) properties.id = Type.Integer({ minimum: 1 });
  for (const f of resource.fields) if (f.form) properties[f.name] = Type.Optional(inputValue);
  return Type.Object(properties, { additionalProperties: false });
}

export const ListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1 })),
    offset: Type.Optional(Type.Integer({ minimum: 0 })),
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

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
