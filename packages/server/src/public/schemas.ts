import { type PublicView, type Resource, resourcesByName, typeOf } from '@rimba/core';
import { type TSchema, Type } from '@sinclair/typebox';
import { relationKey } from '../resources/relations.js';
import { outputSchemas } from '../resources/schemas.js';
import { isFileType } from './files.js';

const nullable = (schema: TSchema) => Type.Union([schema, Type.Null()]);
const FileRef = Type.Object({ url: Type.String(), filename: Type.String() });
const Label = Type.Object({ id: Type.Integer(), label: Type.Union([Type.String(), Type.Null()]) });

/** How one field of a public row is answered: files as `{ url, filename }`, the id never empty. */
function fieldSchema(resource: Resource, name: string): TSchema {
  const type = typeOf(resource, name)!;
  if (name === 'id') return Type.Integer();
  if (isFileType(type)) return nullable(type === 'image' || type === 'file' ? FileRef : Type.Array(FileRef));
  return nullable(outputSchemas[type]());
}

/** A public row of some fields of a resource, with the labels of its lookups. */
function rowOf(resource: Resource, fields: readonly string[], extra: Record<string, TSchema> = {}): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const name of fields) {
    properties[name] = fieldSchema(resource, name);
    const field = resource.fieldsByName.get(name);
    if (field?.lookup) {
      properties[relationKey(name)] = field.type === 'lookup-checkbox' ? Type.Array(Label) : nullable(Label);
    }
  }
  return Type.Object({ ...properties, ...extra });
}

/** A row of a public view as the site reads it, its children included. */
export function publicRowSchema(resource: Resource, view: PublicView<string>): TSchema {
  const children = Object.fromEntries(
    (view.children ?? []).map((child) => [
      child.key,
      Type.Array(rowOf(resourcesByName.get(child.resource)!, child.fields)),
    ]),
  );
  return rowOf(resource, view.fields, children);
}
