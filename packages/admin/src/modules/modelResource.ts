import {
  defineResource,
  type FieldInput,
  type FieldType,
  type MenuPlace,
  parseRules,
  type Resource,
  resources,
  systemFields,
} from '@rimba/core';

/** The answer of `GET /api/gen-model/{name}` (admin spec §3 "Server model description"). */
export interface ModelDescription {
  name: string;
  table: string;
  title: string;
  fieldList: string[];
  fieldView: string[];
  fieldAdd: string[];
  fieldEdit: string[];
  fieldType: Record<string, string>;
  fieldForm: Record<string, string>;
  fieldLabel: Record<string, string>;
  fieldRelation: Record<string, { table: string; column: string; displayName: string }>;
  fieldValidation: Record<string, string>;
}

/** The form types of the model description, as field types of the engine. */
const formTypes: Record<string, FieldType> = {
  text: 'text',
  textarea: 'textarea',
  number: 'number',
  datetime: 'datetime',
  date: 'date',
  time: 'time',
  checkbox: 'boolean',
};

/** Rules the engine knows; the model may name others (`nullable`, `string` …) that mean nothing here. */
function knownRules(rules: string): string {
  return rules
    .split('|')
    .filter((rule) => {
      try {
        parseRules(rule);
        return true;
      } catch {
        return false;
      }
    })
    .join('|');
}

/** The first text field of a resource, to name its rows in a lookup. */
function labelFieldOf(resource: Resource): string {
  return resource.fields.find((f) => f.type === 'text')?.name ?? 'id';
}

/**
 * A resource built at run time from the server's model description: its columns become fields typed by
 * the model's form types, labelled as the model labels them, with its validation; a column that refers
 * to the table of a known resource becomes a lookup of that resource.
 */
export function resourceFromModel(model: ModelDescription, menu: MenuPlace): Resource {
  const system = new Set<string>(systemFields.map((s) => s.name));
  const fields: Record<string, FieldInput> = {};
  for (const name of model.fieldView) {
    if (system.has(name)) continue;
    const relation = model.fieldRelation[name];
    const target = relation && resources.find((r) => r.table === relation.table);
    const label = model.fieldLabel[name] ?? name;
    const common = {
      label: { id: label, en: label },
      rules: knownRules(model.fieldValidation[name] ?? ''),
      list: model.fieldList.includes(name),
      form: model.fieldAdd.includes(name) || model.fieldEdit.includes(name),
    };
    fields[name] = target
      ? { ...common, type: 'lookup', lookup: { resource: target.name, label: labelFieldOf(target) } }
      : { ...common, type: formTypes[model.fieldForm[name] ?? 'text'] ?? 'text' };
  }
  return defineResource({
    name: model.name,
    table: model.table,
    title: { id: model.title, en: model.title },
    menu,
    fields,
    export: false,
  });
}
