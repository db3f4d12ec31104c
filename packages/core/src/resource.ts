import type { FieldInput, FieldType } from './fields.js';
import { choiceTypes, defaultMaxFiles, fieldTypes, lookupTypes } from './fields.js';
import type { Text } from './i18n.js';
import { parseRules, type Rule } from './validation/rules.js';

export const actions = ['create', 'read', 'update', 'delete'] as const;
export type Action = (typeof actions)[number];

/** Where a resource appears in the admin menu: a menu module and, inside it, a sidebar group. */
export interface MenuPlace {
  module: 'master' | 'setting' | 'user-role' | 'dashboard';
  group?: string;
  /** The route path inside the module, e.g. `/partners`. */
  path: string;
}

/** What the public site may read of a resource (`GET /api/public/{path}`). */
export interface PublicView<F extends string> {
  path: string;
  fields: readonly (F | SystemField)[];
  order?: { field: F | SystemField; sort: Sort };
}

export type Sort = 'ASC' | 'DESC';
export type SystemField = 'id' | 'created_at' | 'updated_at';

/** A resource as it is written in its definition file. */
export interface ResourceInput<F extends Record<string, FieldInput>> {
  name: string;
  table?: string;
  title: Text;
  menu: MenuPlace;
  fields: F;
  /** Permission string per action; by default `{name}.{action}`. */
  permissions?: Partial<Record<Action, string>>;
  /** The actions the resource offers (all four by default): the API has no route for the others. */
  actions?: readonly Action[];
  /** Permission strings for the resource's own further actions, e.g. `{ approve: 'users.approve' }`. */
  tasks?: Record<string, string>;
  defaultOrder?: { field: Extract<keyof F, string> | SystemField; sort: Sort };
  public?: PublicView<Extract<keyof F, string>>;
  /** Whether staff may download the list as a spreadsheet (needs read permission); on by default. */
  export?: boolean;
  /** Whether staff may add rows from a spreadsheet (needs create permission); off by default. */
  import?: boolean;
  /** Modules shown as tabs of a row's detail: rows of `resource` whose `key` field names this row. */
  children?: readonly ChildModule[];
  /** Links to rows of other resources, switched on and off one by one in the row's detail. */
  mappings?: readonly Mapping[];
}

export interface ChildModule {
  resource: string;
  /** The child's lookup field that holds the parent row's id. */
  key: string;
}

/**
 * A many-to-many link: `table` holds (`key`, `targetKey`) pairs between a row of this resource and a
 * row of `target`, listed with `label` and switched by whoever may update this resource.
 */
export interface Mapping {
  name: string;
  title: Text;
  target: string;
  label: string;
  table: string;
  key: string;
  targetKey: string;
  /** Ask before switching a link off. */
  confirmOff?: boolean;
}

/** A field completed with its defaults. */
export interface Field extends Omit<FieldInput, 'rules' | 'fields'> {
  name: string;
  rules: string;
  parsedRules: Rule[];
  required: boolean;
  list: boolean;
  detail: boolean;
  form: boolean;
  searchable: boolean;
  sortable: boolean;
  filterable: boolean;
  /** Maximum length of a text column, from the `max` rule (255 by default). */
  maxLength?: number;
  /** For slave fields: the completed fields of one sub-record. */
  fields?: Field[];
}

/** A resource completed with its defaults: what the server and the admin work from. */
export interface Resource {
  name: string;
  table: string;
  title: Text;
  menu: MenuPlace;
  fields: Field[];
  fieldsByName: ReadonlyMap<string, Field>;
  permissions: Record<Action, string>;
  actions: readonly Action[];
  tasks: Record<string, string>;
  defaultOrder: { field: string; sort: Sort };
  public?: PublicView<string>;
  export: boolean;
  import: boolean;
  children: readonly ChildModule[];
  mappings: readonly Mapping[];
}

/** The columns every resource table has besides its declared fields. */
export const systemFields: readonly { name: SystemField; type: FieldType; label: Text }[] = [
  { name: 'id', type: 'number', label: { id: 'ID', en: 'ID' } },
  { name: 'created_at', type: 'datetime', label: { id: 'Dibuat', en: 'Created' } },
  { name: 'updated_at', type: 'datetime', label: { id: 'Diperbarui', en: 'Updated' } },
];

/** Types left out of lists by default: long or structured values that do not fit a table cell. */
const notListed: ReadonlySet<FieldType> = new Set([
  'textarea',
  'richtext',
  'password',
  'hidden',
  'slave',
  'map',
]);

function completeField(owner: string, name: string, input: FieldInput): Field {
  const where = `${owner}.${name}`;
  const type = fieldTypes[input.type];
  if (choiceTypes.includes(input.type) && !input.options?.length) {
    throw new Error(`${where}: a ${input.type} field needs its options`);
  }
  if (lookupTypes.includes(input.type) && !input.lookup) {
    throw new Error(`${where}: a ${input.type} field needs the resource it looks up`);
  }
  if (input.type === 'slave' && !input.fields) throw new Error(`${where}: a slave field needs its fields`);
  if (type.secret && (input.searchable || input.sortable)) {
    throw new Error(`${where}: a ${input.type} field cannot be searched or sorted`);
  }
  const maxFiles =
    input.type === 'images' || input.type === 'videos' ? (input.maxFiles ?? defaultMaxFiles) : undefined;
  const rules = [type.impliedRules, maxFiles && `max_files:${maxFiles}`, input.rules ?? '']
    .filter(Boolean)
    .join('|');
  const parsedRules = parseRules(rules);
  const max = parsedRules.find((r) => r.name === 'max');
  const { fields: subfields, ...rest } = input;
  return {
    ...rest,
    name,
    rules,
    parsedRules,
    required: parsedRules.some((r) => r.name === 'required'),
    list: input.list ?? !notListed.has(input.type),
    detail: input.detail ?? !type.secret,
    form: input.form ?? true,
    searchable: input.searchable ?? false,
    sortable: input.sortable ?? false,
    filterable: input.filterable ?? !type.secret,
    // A secret is stored as its hash, whatever the length of what was typed.
    maxLength:
      type.column === 'character varying' ? Number((!type.secret && max?.args[0]) || 255) : undefined,
    maxFiles,
    ...(subfields && {
      fields: Object.entries(subfields).map(([sub, f]) => {
        if (f.type === 'slave') throw new Error(`${where}.${sub}: a slave field cannot hold another`);
        return completeField(where, sub, f);
      }),
    }),
  };
}

/** Completes a resource definition with its defaults; checks what the type system cannot. */
export function defineResource<F extends Record<string, FieldInput>>(input: ResourceInput<F>): Resource {
  const fields = Object.entries(input.fields).map(([name, f]) => completeField(input.name, name, f));
  for (const f of fields) {
    if (f.searchable && !fieldTypes[f.type].textual) {
      throw new Error(`${input.name}.${f.name}: a ${f.type} field cannot be searchable`);
    }
  }
  const permissions = Object.fromEntries(
    actions.map((a) => [a, input.permissions?.[a] ?? `${input.name}.${a}`]),
  ) as Record<Action, string>;
  return {
    name: input.name,
    table: input.table ?? input.name.replaceAll('-', '_'),
    title: input.title,
    menu: input.menu,
    fields,
    fieldsByName: new Map(fields.map((f) => [f.name, f])),
    permissions,
    actions: input.actions ?? actions,
    tasks: input.tasks ?? {},
    defaultOrder: input.defaultOrder ?? { field: 'created_at', sort: 'DESC' },
    public: input.public,
    export: input.export ?? true,
    import: input.import ?? false,
    children: input.children ?? [],
    mappings: input.mappings ?? [],
  };
}

/** The permission strings a resource uses: those of the actions it offers and of its further tasks. */
export function resourceTasks(resource: Resource): string[] {
  return [...resource.actions.map((a) => resource.permissions[a]), ...Object.values(resource.tasks)];
}

/** Whether a name is a column that list queries may use: a declared field or a system field. */
export function isQueryable(resource: Resource, name: string): boolean {
  return resource.fieldsByName.has(name) || systemFields.some((s) => s.name === name);
}

/** The type of a declared or system field, or undefined for an unknown name. */
export function typeOf(resource: Resource, name: string): FieldType | undefined {
  return resource.fieldsByName.get(name)?.type ?? systemFields.find((s) => s.name === name)?.type;
}
