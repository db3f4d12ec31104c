import type { FieldInput, FieldType } from './fields.js';
import { choiceTypes, defaultMaxFiles, fieldTypes, lookupTypes } from './fields.js';
import { hierarchies, levelsDownTo } from './hierarchies.js';
import type { Text } from './i18n.js';
import type { MenuPlace } from './menu.js';
import { checkPublic, type PublicView, type PublicWrite } from './public.js';
import { type RowScope, scopeBranches } from './scope.js';
import { checkSummaries, type Summary } from './summary.js';
import { parseRules, type Rule } from './validation/rules.js';
import { completeWorkflow, staffTransitions, type Workflow, type WorkflowInput } from './workflow.js';

export const actions = ['create', 'read', 'update', 'delete'] as const;
export type Action = (typeof actions)[number];

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
  /** Rows the public may add, such as comments (`POST /api/public/{path}`). */
  publicWrite?: PublicWrite<Extract<keyof F, string>>;
  /** Whether staff may download the list as a spreadsheet (needs read permission); on by default. */
  export?: boolean;
  /** Whether staff may add rows from a spreadsheet (needs create permission); off by default. */
  import?: boolean;
  /**
   * Whether rows hold personal data of the public (subscribers' addresses): such a resource is only read
   * by roles given its read task, never by the read-only Viewer role that reads the other master data.
   */
  personal?: boolean;
  /**
   * A media library: each row holds one file in `file` (an image or file field), named by `label`. A
   * record of any resource may hold a file a row of it holds, saved by anyone who may read the library
   * (the record's field still takes only its own kinds and sizes); the admin's file inputs offer to
   * choose from it.
   */
  mediaLibrary?: MediaLibrary<Extract<keyof F, string>>;
  /** Modules shown as tabs of a row's detail: rows of `resource` whose `key` field names this row. */
  children?: readonly ChildModule[];
  /** Links to rows of other resources, switched on and off one by one in the row's detail. */
  mappings?: readonly Mapping[];
  /**
   * The rows a caller may reach, in the filter grammar with caller values (`$caller.id`,
   * `$caller.department_id`, `$caller.role_id`, `$caller.unit_id`, `$caller.project_id`): applied to every
   * list, export, show, update, delete and transition. Its `except` task is listed with the resource's.
   */
  scope?: RowScope<Extract<keyof F, string>>;
  /** States of one field and the transitions between them (`POST /api/{name}/{id}/{transition}`). */
  workflow?: WorkflowInput<Extract<keyof F, string>>;
  /**
   * The date field that places a row in a reporting period (admin spec §5, cut-off on the 25th): its
   * value must lie in the active period on every write and import (the `lock-periode` rule is added to
   * it), and a row whose date lies in a period already closed can no longer be changed or deleted, even
   * by its author (see `rowLock`).
   */
  periodLock?: { field: Extract<keyof F, string> };
  /**
   * Rows filed from a device that may be offline (the field app): each row carries the id the device
   * gave it (`client_id`, a UUID) and a `version` that every change raises, and is written with
   * `PUT /api/{name}/sync/{client_id}`, which stores a row sent twice once and refuses an edit made on an
   * older version with a 409 carrying the server's. `submit` names the workflow transition the device may
   * ask for with the row (filing it for verification).
   */
  sync?: SyncInput;
  /** Sums of a field per group of rows, read like the list (`GET /api/{name}/summary/{summary}`). */
  summaries?: readonly Summary<Extract<keyof F, string>>[];
  /**
   * How a searched, filtered or scoped list counts its matches. By default it counts at most
   * `defaultListCount.exactUpTo` + 1 of them: up to the bound the total is exact, past it it is
   * PostgreSQL's estimate for the query (never below the bound + 1) and the answer says so with
   * `totalEstimated: true`. `{ exactUpTo: n }` sets the resource's own bound; `'exact'` counts every match,
   * for a resource whose totals are read as facts (payments reconciled with a provider). An unsearched,
   * unfiltered list's total is always exact.
   */
  count?: ListCount;
}

/** How a resource's rows are filed from a device that may be offline (see `ResourceInput.sync`). */
export interface SyncInput {
  /** The workflow transition a device may ask for along with the row. */
  submit?: string;
}

/**
 * The read-only columns every row of a sync resource carries besides the system fields: the id the device
 * gave it (the server gives one to a row made in the admin) and its version, 1 on create and raised by
 * every change.
 */
export const syncFields = [
  { name: 'client_id', type: 'text', label: { id: 'Kode Perangkat', en: 'Device Id' } },
  { name: 'version', type: 'number', label: { id: 'Versi', en: 'Version' } },
] as const satisfies readonly { name: string; type: FieldType; label: Text }[];

/** The values of the sync columns in a row of a sync resource. */
export interface SyncValues {
  client_id: string | null;
  version: number;
}

/** What a resource declared with `sync` adds to its type. */
export type Synced<S> = S extends SyncInput ? { sync: S } : unknown;

function checkSync(name: string, sync: SyncInput, workflow: WorkflowInput<string> | undefined): SyncInput {
  if (sync.submit !== undefined && !workflow?.transitions[sync.submit]) {
    throw new Error(`${name}: sync.submit "${sync.submit}" is no transition of its workflow`);
  }
  return sync;
}

/** How a narrowed list counts its matches: every one (`'exact'`), or one by one only up to a bound. */
export type ListCount = 'exact' | ListBound;

/** How far a narrowed list counts its matches exactly before it answers an estimate. */
export interface ListBound {
  /** The most matches counted one by one (a positive whole number). */
  exactUpTo: number;
}

/**
 * The count of a resource that declares none. A thousand matches are a hundred admin pages of ten: nobody
 * pages past them, and "about 7,000" tells a reader what the exact figure would. Counting stops there
 * however many rows match, where counting every match of a search found in 7% of 100,000 rows took most
 * of its answer's time.
 */
export const defaultListCount = { exactUpTo: 1000 } as const satisfies ListCount;

/** Where a media library keeps its rows' files, and the field that names each row. */
export interface MediaLibrary<K extends string = string> {
  file: K;
  label: K;
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
  /**
   * How a search matches a searchable field: `contains` the term anywhere in its text, `exact` its whole
   * value, `label` the looked-up row's label containing the term.
   */
  search?: 'contains' | 'exact' | 'label';
  sortable: boolean;
  filterable: boolean;
  /** Maximum length of a text column, from the `max` rule (255 by default). */
  maxLength?: number;
  /** For slave fields: the completed fields of one sub-record. */
  fields?: Field[];
  /** For the English version of a translated field (`title_en`): the field it translates (`title`). */
  translationOf?: string;
}

/**
 * A resource completed with its defaults: what the server and the admin work from. `F` keeps the fields
 * as written, so that configurations, hooks, seeds and pages that name a field are checked by the compiler.
 */
export interface Resource<F extends Record<string, FieldInput> = Record<string, FieldInput>> {
  /** Never set: carries the declared fields for the type checker only. */
  readonly declared?: F;
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
  publicWrite?: PublicWrite<string>;
  export: boolean;
  import: boolean;
  personal: boolean;
  mediaLibrary?: MediaLibrary;
  children: readonly ChildModule[];
  mappings: readonly Mapping[];
  scope?: RowScope<string>;
  workflow?: Workflow;
  periodLock?: { field: string };
  sync?: SyncInput;
  summaries: readonly Summary[];
  count: ListCount;
}

/** The names of a resource's declared fields. */
export type FieldName<R> = R extends Resource<infer F> ? Extract<keyof F, string> : never;

/** A field name of the resource, or one of the columns every table has. */
export type ColumnName<R> = FieldName<R> | SystemField;

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
  'polygon',
  'checklist',
  'checklist-template',
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
  const through = input.lookup?.through;
  if (through !== undefined) {
    if (input.type !== 'lookup')
      throw new Error(`${where}: only a lookup of one row is picked through a hierarchy`);
    if (!Object.hasOwn(hierarchies, through)) throw new Error(`${where}: "${through}" is no hierarchy`);
    if (!levelsDownTo(through, input.lookup!.resource)) {
      throw new Error(`${where}: ${input.lookup!.resource} is no level of the ${through} hierarchy`);
    }
  }
  if (input.type === 'slave' && !input.fields) throw new Error(`${where}: a slave field needs its fields`);
  if ((input.type === 'checklist') !== !!input.checklist) {
    throw new Error(`${where}: a checklist field, and only it, names its template field`);
  }
  if (input.author && (input.type !== 'lookup' || input.lookup?.resource !== 'users')) {
    throw new Error(`${where}: an author field is a lookup of users`);
  }
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
    // An author is the caller who created the row, never a value typed in.
    form: input.author ? false : (input.form ?? true),
    searchable: !!input.searchable,
    search: !input.searchable
      ? undefined
      : input.searchable === 'exact'
        ? 'exact'
        : lookupTypes.includes(input.type)
          ? 'label'
          : 'contains',
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

const translatable: ReadonlySet<FieldType> = new Set(['text', 'textarea', 'richtext']);
/** The suffix of a translated field's English version. */
export const englishSuffix = '_en';

/**
 * The English version of a translated field: the same type and limits, never required or unique (the
 * Indonesian text stands in where it is missing), shown in details and forms but not in lists.
 */
function englishOf(owner: string, name: string, input: FieldInput): [string, FieldInput] {
  if (!translatable.has(input.type)) {
    throw new Error(`${owner}.${name}: only text, textarea and richtext fields can be translated`);
  }
  const rules = (input.rules ?? '')
    .split('|')
    .filter((rule) => rule && rule !== 'required' && !rule.startsWith('unique'))
    .join('|');
  const { translate: _, searchable: __, sortable: ___, ...rest } = input;
  return [
    `${name}${englishSuffix}`,
    {
      ...rest,
      label: { id: `${input.label.id} (Inggris)`, en: `${input.label.en} (English)` },
      rules,
      list: false,
      filterable: false,
    },
  ];
}

/** The declared fields with the English version of each translated one right after it. */
function withTranslations(owner: string, fields: Record<string, FieldInput>): [string, FieldInput][] {
  return Object.entries(fields).flatMap(([name, f]): [string, FieldInput][] =>
    f.translate ? [[name, f], englishOf(owner, name, f)] : [[name, f]],
  );
}

/** The fields a definition declares, with the English version (`{name}_en`) of each translated one. */
export type WithTranslations<F> = F & {
  [K in keyof F as F[K] extends { translate: true } ? `${K & string}_en` : never]: Omit<F[K], 'rules'>;
};

/** A media library names one image or file field holding each row's file, and a field naming the row. */
function checkMediaLibrary(owner: string, library: MediaLibrary, fields: readonly Field[]): MediaLibrary {
  const file = fields.find((f) => f.name === library.file);
  if (file?.type !== 'image' && file?.type !== 'file') {
    throw new Error(`${owner}: a media library keeps its files in one image or file field`);
  }
  if (!fields.some((f) => f.name === library.label)) {
    throw new Error(`${owner}: the media library's label "${library.label}" is no field`);
  }
  return library;
}

/** A scope's every condition names fields the resource has, and there is one at least. */
function checkScope(owner: string, scope: RowScope<string> | undefined, fields: readonly Field[]) {
  if (!scope) return undefined;
  const branches = scopeBranches(scope);
  if (branches.length === 0) throw new Error(`${owner}: a scope needs one condition at least`);
  for (const branch of branches) {
    for (const name of Object.keys(branch)) {
      if (!fields.some((f) => f.name === name) && !systemFields.some((s) => s.name === name)) {
        throw new Error(`${owner}: the scope names an unknown field "${name}"`);
      }
    }
  }
  if (scope.except === '') throw new Error(`${owner}: the scope's exception is a task's name`);
  return scope;
}

function checkCount(owner: string, count: ListCount = defaultListCount): ListCount {
  if (count === 'exact') return count;
  if (!Number.isSafeInteger(count.exactUpTo) || count.exactUpTo < 1) {
    throw new Error(`${owner}: count.exactUpTo is a positive whole number`);
  }
  return count;
}

/** The period lock's field with the `lock-periode` rule added: the field must be a date a row is typed with. */
function lockedByPeriod(
  input: { name: string; periodLock?: { field: string } },
  name: string,
  f: FieldInput,
): FieldInput {
  if (input.periodLock?.field !== name) return f;
  if ((f.type !== 'date' && f.type !== 'datetime') || f.form === false) {
    throw new Error(`${input.name}.${name}: a period lock's field is a date or datetime in the form`);
  }
  const rules = f.rules ? f.rules.split('|') : [];
  if (rules.some((r) => r.startsWith('lock-periode'))) return f;
  return { ...f, rules: [...rules, 'lock-periode'].join('|') };
}

/**
 * Completes a resource definition with its defaults; checks what the type system cannot. A resource
 * declared with `sync` says so in its type, so its rows' type (`RowOf`) has the sync columns.
 */
export function defineResource<
  const F extends Record<string, FieldInput>,
  const S extends SyncInput | undefined = undefined,
>(input: ResourceInput<F> & { sync?: S }): Resource<WithTranslations<F>> & Synced<S> {
  const fields = withTranslations(input.name, input.fields).map(([name, f]) => {
    const field = completeField(input.name, name, lockedByPeriod(input, name, f));
    return name.endsWith(englishSuffix) && input.fields[name.slice(0, -englishSuffix.length)]?.translate
      ? { ...field, translationOf: name.slice(0, -englishSuffix.length) }
      : field;
  });
  for (const f of fields) {
    if (f.search === 'label' && f.type === 'lookup-checkbox') {
      throw new Error(`${input.name}.${f.name}: a lookup of several rows cannot be searched by its label`);
    }
    if ((f.search === 'contains' || f.search === 'exact') && !fieldTypes[f.type].textual) {
      throw new Error(`${input.name}.${f.name}: a ${f.type} field cannot be searchable`);
    }
    if (f.area !== undefined) {
      const area = fields.find((other) => other.name === f.area);
      if (f.type !== 'polygon' || area?.type !== 'decimal' || area.form) {
        throw new Error(
          `${input.name}.${f.name}: an area is written by a polygon to a decimal field not in the form`,
        );
      }
    }
  }
  const permissions = Object.fromEntries(
    actions.map((a) => [a, input.permissions?.[a] ?? `${input.name}.${a}`]),
  ) as Record<Action, string>;
  const resource: Resource<WithTranslations<F>> = {
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
    publicWrite: input.publicWrite,
    export: input.export ?? true,
    import: input.import ?? false,
    personal: input.personal ?? false,
    mediaLibrary: input.mediaLibrary && checkMediaLibrary(input.name, input.mediaLibrary, fields),
    children: input.children ?? [],
    mappings: input.mappings ?? [],
    scope: checkScope(input.name, input.scope, fields),
    workflow: input.workflow && completeWorkflow(input.name, input.workflow, fields),
    periodLock: input.periodLock,
    sync: input.sync && checkSync(input.name, input.sync, input.workflow),
    summaries: input.summaries ?? [],
    count: checkCount(input.name, input.count),
  };
  checkSummaries(input.name, resource.summaries, fields);
  checkPublic(resource);
  return resource as Resource<WithTranslations<F>> & Synced<S>;
}

/**
 * The permission strings a resource uses: those of the actions it offers, of its further tasks, of its
 * fields' read and write permissions and of its workflow's transitions.
 */
export function resourceTasks(resource: Resource): string[] {
  const all = [
    ...resource.actions.map((a) => resource.permissions[a]),
    ...Object.values(resource.tasks),
    ...resource.fields.flatMap((f) => [f.read, f.write].filter((p): p is string => !!p)),
    ...(resource.scope?.except ? [resource.scope.except] : []),
    ...(resource.workflow ? staffTransitions(resource.workflow) : []).map(
      (t) => t.task ?? resource.permissions.update,
    ),
  ];
  return [...new Set(all)];
}

/** Whether a name is a column that list queries may use: a declared field or a system field. */
export function isQueryable(resource: Resource, name: string): boolean {
  return resource.fieldsByName.has(name) || systemFields.some((s) => s.name === name);
}

/** The type of a declared or system field, or undefined for an unknown name. */
export function typeOf(resource: Resource, name: string): FieldType | undefined {
  return resource.fieldsByName.get(name)?.type ?? systemFields.find((s) => s.name === name)?.type;
}
