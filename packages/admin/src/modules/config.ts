import {
  type Action,
  type FieldName,
  type Mapping,
  type Resource,
  type StatusFormatName,
  staffTransitions,
  type Text,
} from '@rimba/core';
import type { ComponentType } from 'react';

/** The views of a module, and the filter form. */
export type ModuleView = 'list' | 'detail' | 'create' | 'update' | 'filter';

/**
 * How a view opens (admin spec §3 "mode"): `default` in the page; `modal` in a dialog over the list;
 * for the filter also `sidebar` (a drawer on the right, the default) and `inline` (above the list).
 */
export type ViewMode = 'default' | 'modal' | 'sidebar' | 'inline';

/** The API calls a module makes; each is a path under `/api`. */
export interface ModuleApi {
  list: string;
  dataset: string;
  show: (id: number) => string;
  create: string;
  update: string;
  delete: string;
}

/** Per-view options of one field (admin spec §3 "Field definition"); anything left out keeps the definition's. */
export interface FieldViewOptions {
  show?: boolean;
  label?: Text;
  /** A permission needed to see (list, detail) or fill (forms) the field. */
  permission?: string;
  /** Only for lists: whether the column sorts (the server must allow it too). */
  order?: boolean;
  /** A dotted path of the row to show instead of the field's own value, e.g. `partner.company_name`. */
  view_data?: string;
  /** A display type of admin spec §3 instead of the field type's own: text, button, link, money, moneyUsd… */
  type?:
    | 'text'
    | 'button'
    | 'link'
    | 'money'
    | 'moneyUsd'
    | 'file'
    | 'file-multiple-img'
    | 'file-multiple-video'
    | 'tinymce';
  /**
   * Lists and details only: by stored value as text (`true`, `open`), a coloured tag shown instead of the
   * value, for a value that must stand out (an overdue action); any other value shows as it would.
   */
  tags?: Record<string, { label: Text; color: string }>;
  /** Shows the value through a status format of admin spec §4 and §9 (`verify`, `risk`, `active`…). */
  format?: StatusFormatName;
  class?: string;
  /** Forms only: the value a new record starts with. */
  value?: unknown;
  /** Lists and details only: turns the value before it is shown. */
  transform?: (value: unknown, row: Record<string, unknown>) => unknown;
  /**
   * What happens on the field: in a list or detail, `click` makes the value (a `button` display type, or
   * any other) clickable and calls it with the row; in a form, `change` is called whenever the value
   * changes, with the form's values and a setter for the other fields.
   */
  event?: {
    click?: (row: Record<string, unknown>) => void;
    change?: FormEvent;
  };
  /** Forms only: HTML attributes given to the input, e.g. `{ autoComplete: 'off' }`. */
  attr?: Record<string, string | number | boolean>;
  /** Forms only: a dotted path of the loaded record the form starts from, instead of the field's own value. */
  getter?: string;
  /** Forms only: the key the value is sent under, instead of the field's name. */
  setter?: string;
  /** Forms only: turns the loaded value before the form shows it. */
  transform_before?: (value: unknown, record: Record<string, unknown>) => unknown;
  /** Forms only: turns the value the form holds before it is checked and sent. */
  transform_after?: (value: unknown, values: Record<string, unknown>) => unknown;
  /** Forms only: the input's options (admin spec §3 "option"). */
  option?: FieldInputOption;
  /**
   * Forms only: whether the field is offered, from the logged-in user and the record being edited, for a
   * rule of the server's that a task alone does not say (e.g. only the super user sets another user's
   * password).
   */
  when?: (context: FieldContext) => boolean;
}

/** What a field's `when` sees: the logged-in user and, in an update form, the record being edited. */
export interface FieldContext {
  user: { id: number; superUser: boolean } | null;
  record?: Record<string, unknown>;
}

/** A form field's `change` event: the new value, the form's values and a setter for the other fields. */
export type FormEvent = (value: unknown, form: FormEventContext) => void;

/** What a form field's `change` event receives besides the value. */
export interface FormEventContext {
  values: Record<string, unknown>;
  setValue: (name: string, value: unknown) => void;
}

/** The `option` of a form field (admin spec §3 "Field definition"). */
export interface FieldInputOption {
  /** Text shown before and after the value inside a text or number input (e.g. a unit). */
  prepend?: Text;
  append?: Text;
  /**
   * By this field's value, the fields shown only while it has that value, e.g.
   * `{ finished: ['reported_on'] }`: the report date is asked only of finished records. For a list value,
   * any of its values counts.
   */
  toggle_field?: Record<string, string[]>;
  /**
   * For lookups: the rows offered depend on another field of the form: they are filtered by `param`
   * (default: the other field's name) equal to its value, and this field is emptied when it changes.
   */
  get_param?: { field: string; param?: string };
  /** For lookups: only the rows matching these filters are offered (approved reports only). */
  filters?: Record<string, unknown>;
  /** For lookups: the column that names a row (instead of the definition's) and one shown as its tooltip. */
  list_pointer?: { label?: string; tooltip?: string };
  /**
   * Filter forms only: a single choice (select, radio, lookup, lookup-radio) takes several values, and the
   * list keeps the rows that have any of them. In create and update forms the field type decides.
   */
  multiple?: boolean;
  /**
   * For maps: the form's fields that also receive the picked point's latitude and longitude, and that the
   * map starts from when it has no place yet (for records that keep their coordinates as two numbers).
   */
  lat?: string;
  lng?: string;
}

export interface FieldOptions {
  label?: Text;
  placeholder?: Text;
  hint?: Text;
  list?: FieldViewOptions;
  detail?: FieldViewOptions;
  create?: FieldViewOptions;
  update?: FieldViewOptions;
  filter?: FieldViewOptions;
}

/**
 * A module's admin configuration (admin spec §3 "Module configuration"). Every key is optional: a module
 * without one is its resource's definition shown with the defaults.
 */
export interface ModuleConfig<R extends Resource = Resource> {
  title?: Text;
  /** Options by field: a name the resource does not declare fails the type check. */
  fields?: { [K in FieldName<R>]?: FieldOptions };
  /** The row key (default `id`). */
  pk_field?: string;
  /** API base for reading (list, dataset, show) and for writing (create, update, delete). */
  getter?: string;
  setter?: string;
  /** A path per call, overriding getter and setter. */
  custom_api?: Partial<Record<'list' | 'create' | 'read' | 'update' | 'delete', string>>;
  /** Build the fields at run time from `GET /api/gen-model/{model_api}` instead of a definition. */
  model_api?: string;
  /** Filters always applied, merged into the user's. */
  filter_api?: Record<string, unknown>;
  permission?: Partial<Record<Action, string>>;
  mode?: Partial<Record<ModuleView, ViewMode>>;
  export?: boolean;
  import?: boolean;
  /** Where to go after a successful create or update, instead of the saved row's detail. */
  redirectAfterForm?: string;
  /** The list as a table (default), as cards, or as a table edited inline (pages of 50). */
  layout?: 'table' | 'card' | 'editable';
  /**
   * The table's columns shown until a user chooses others in the column dialog; the dialog offers the
   * rest. Without it the engine shows the first few fields that fit a cell and the workflow's state.
   */
  columns?: readonly FieldName<R>[];
  /** Embedded in another module: always the list. */
  slave?: boolean;
  /** A class name on the module's root, for styling one module. */
  classes?: string;
  /** Actions hidden even from those allowed to do them. */
  hide?: Partial<Record<'create' | 'detail' | 'update' | 'delete', boolean>>;
  /** Further actions on one row, shown as buttons in its detail, e.g. approving a registration. */
  actions?: RowAction[];
  /** By mapping name, a view of a row's links instead of the toggle list (e.g. a role's tasks). */
  mappingViews?: Record<string, ComponentType<MappingViewProps>>;
}

/** What a view of one row's links of a mapping receives. */
export interface MappingViewProps {
  module: AdminModule;
  mapping: Mapping;
  id: number;
  /** Whether the user may change the links (the module's update permission). */
  canSwitch: boolean;
}

/**
 * An action on one row beyond the four of every module: a `POST` to `path(row)` under the API, offered
 * to those with `permission` (the server checks again) while `when(row)` holds. With `reason`, a text
 * is asked for and sent as `{ reason }`; with `confirm`, the action is confirmed first. With `download`,
 * it is a file instead: `path(row)` is read with `GET` and saved under the server's name for it (else
 * `download(row)`).
 */
export interface RowAction {
  name: string;
  label: Text;
  permission: string;
  path: (row: Record<string, unknown>) => string;
  download?: (row: Record<string, unknown>) => string;
  when?: (row: Record<string, unknown>) => boolean;
  confirm?: Text;
  reason?: Text;
  danger?: boolean;
}

/** A module as the engine uses it: its resource and its configuration with every default applied. */
export interface AdminModule {
  /** The route of the module inside the admin, e.g. `/master/partners`. */
  route: string;
  /** The resource the module shows; for a `model_api` module, a skeleton until the model is loaded. */
  resource: Resource;
  title: Text;
  pk: string;
  api: ModuleApi;
  permissions: Record<Action, string>;
  modelApi?: string;
  filterApi: Record<string, unknown>;
  mode: Record<ModuleView, ViewMode>;
  export: boolean;
  import: boolean;
  redirectAfterForm?: string;
  layout: 'table' | 'card' | 'editable';
  columns?: readonly string[];
  slave: boolean;
  classes?: string;
  hide: Record<'create' | 'detail' | 'update' | 'delete', boolean>;
  actions: RowAction[];
  mappingViews: Record<string, ComponentType<MappingViewProps>>;
  fields: Record<string, FieldOptions>;
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** The module of a resource with a configuration: the configuration wins where it says something. */
export function resolveModule<R extends Resource>(
  resource: R,
  config: ModuleConfig<R> = {},
  route?: string,
): AdminModule {
  const getter = trimSlashes(config.getter ?? resource.name);
  const setter = trimSlashes(config.setter ?? resource.name);
  const custom = config.custom_api ?? {};
  const read = custom.read ? trimSlashes(custom.read) : getter;
  return {
    route: route ?? `/${resource.menu.module}${resource.menu.path}`,
    resource,
    title: config.title ?? resource.title,
    pk: config.pk_field ?? 'id',
    api: {
      list: custom.list ? `/${trimSlashes(custom.list)}` : `/${getter}/list`,
      dataset: `/${getter}/dataset`,
      show: (id) => `/${read}/${id}/show`,
      create: custom.create ? `/${trimSlashes(custom.create)}` : `/${setter}/create`,
      update: custom.update ? `/${trimSlashes(custom.update)}` : `/${setter}/update`,
      delete: custom.delete ? `/${trimSlashes(custom.delete)}` : `/${setter}/delete`,
    },
    permissions: { ...resource.permissions, ...config.permission },
    modelApi: config.model_api,
    filterApi: config.filter_api ?? {},
    mode: {
      list: 'default',
      detail: 'default',
      create: 'default',
      update: 'default',
      filter: 'sidebar',
      ...config.mode,
    },
    export: config.export ?? resource.export,
    import: config.import ?? resource.import,
    redirectAfterForm: config.redirectAfterForm,
    layout: config.layout ?? 'table',
    columns: config.columns,
    slave: config.slave ?? false,
    classes: config.classes,
    // What the resource does not offer is hidden: the API has no route for it.
    hide: {
      create: !resource.actions.includes('create'),
      detail: false,
      update: !resource.actions.includes('update'),
      delete: !resource.actions.includes('delete'),
      ...config.hide,
    },
    actions: [...workflowActions(resource), ...(config.actions ?? [])],
    mappingViews: config.mappingViews ?? {},
    fields: (config.fields ?? {}) as Record<string, FieldOptions>,
  };
}

const reasonText: Text = { id: 'Alasan', en: 'Reason' };

/**
 * The buttons of a resource's declared workflow: each transition is offered to those with its task, on
 * rows in one of its states, with its confirmation or its reason, as the server will check again.
 */
export function workflowActions(resource: Resource): RowAction[] {
  const workflow = resource.workflow;
  if (!workflow) return [];
  return staffTransitions(workflow).map((t) => ({
    name: t.name,
    label: t.label,
    permission: t.task ?? resource.permissions.update,
    path: (row) => `/${resource.name}/${row.id}/${t.name}`,
    when: (row) => t.from.includes(String(row[workflow.field])),
    confirm: t.confirm,
    reason: t.reason === 'required' ? (t.reasonLabel ?? reasonText) : undefined,
    danger: t.danger,
  }));
}

/** A value at a dotted path of a row (`partner.company_name`), for `view_data`. */
export function valueAt(row: Record<string, unknown>, path: string): unknown {
  let current: unknown = row;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
