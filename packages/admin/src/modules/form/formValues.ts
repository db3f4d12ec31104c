import type { Field, FieldType, Lang } from '@rimba/core';
import type { Row } from '../../api/dataProvider';
import type { FieldInputProps } from '../../fields/types';
import { type AdminModule, type FieldViewOptions, valueAt } from '../config';

type Values = Record<string, unknown>;
type FormView = 'create' | 'update' | 'filter';

/**
 * What a form starts with: a new record's configured or type default, or the loaded record's value —
 * read at the field's `getter` path when it has one — turned by `transform_before`.
 */
export function initialValuesOf(
  module: AdminModule,
  fields: readonly Field[],
  view: FormView,
  record: Row | undefined,
  defaultOf: (field: Field) => unknown,
): Values {
  return Object.fromEntries(
    fields.map((field) => {
      const options = module.fields[field.name]?.[view];
      if (!record) return [field.name, options?.value ?? defaultOf(field)];
      let value = options?.getter ? valueAt(record, options.getter) : record[field.name];
      const { lat, lng } = options?.option ?? {};
      if (isBlank(value) && lat && lng && !isBlank(record[lat]) && !isBlank(record[lng])) {
        value = { lat: Number(record[lat]), lng: Number(record[lng]) };
      }
      return [field.name, options?.transform_before ? options.transform_before(value, record) : value];
    }),
  );
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** A map's value as a point, when it holds one. */
export function pointOf(value: unknown): { lat: number; lng: number } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { lat, lng } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : undefined;
}

/** The input of a single choice that takes several values, for a filter with `option.multiple`. */
const several: Partial<Record<FieldType, FieldType>> = {
  select: 'select-multiple',
  radio: 'checkbox',
  lookup: 'lookup-checkbox',
  'lookup-radio': 'lookup-checkbox',
};

export function severalOf(field: Field): Field {
  const type = several[field.type];
  return type ? { ...field, type } : field;
}

/** What a form sends: each value turned by `transform_after` and put under the field's `setter` key. */
export function payloadOf(module: AdminModule, view: FormView, values: Values): Values {
  const payload: Values = {};
  for (const [name, value] of Object.entries(values)) {
    const options = module.fields[name]?.[view];
    payload[options?.setter ?? name] = options?.transform_after
      ? options.transform_after(value, values)
      : value;
  }
  return payload;
}

/**
 * The fields `toggle_field` hides for the values the form holds now: a field another field toggles is
 * shown only while that field's value (or one of its values) lists it.
 */
export function hiddenByToggles(module: AdminModule, view: FormView, values: Values): Set<string> {
  const toggled = new Set<string>();
  const shown = new Set<string>();
  for (const [name, options] of Object.entries(module.fields)) {
    const toggles = options[view]?.option?.toggle_field;
    if (!toggles) continue;
    const current = values[name];
    const held = (Array.isArray(current) ? current : [current]).map(String);
    for (const [value, names] of Object.entries(toggles)) {
      for (const field of names) {
        toggled.add(field);
        if (held.includes(value)) shown.add(field);
      }
    }
  }
  return new Set([...toggled].filter((name) => !shown.has(name)));
}

const parentFilter = (value: unknown) =>
  value === null || value === undefined || value === '' ? { null: true } : value;

/** The props a module's form options give an input: HTML attributes, texts around it, lookup rows. */
export function inputOptionsOf(
  options: FieldViewOptions | undefined,
  values: Values,
  lang: Lang,
): Pick<FieldInputProps, 'attr' | 'prepend' | 'append' | 'rows'> {
  const option = options?.option;
  const param = option?.get_param;
  return {
    attr: options?.attr,
    prepend: option?.prepend?.[lang],
    append: option?.append?.[lang],
    rows:
      param || option?.list_pointer || option?.filters
        ? {
            // With the other field empty, only rows that belong to nothing are offered.
            filters:
              param || option?.filters
                ? {
                    ...option?.filters,
                    ...(param && { [param.param ?? param.field]: parentFilter(values[param.field]) }),
                  }
                : undefined,
            label: option?.list_pointer?.label,
            tooltip: option?.list_pointer?.tooltip,
          }
        : undefined,
  };
}
