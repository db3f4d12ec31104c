import { allowAll, approveUsersTask, type MenuPlace, type Text, users } from '@rimba/core';
import dayjs from 'dayjs';
import type { ComponentType } from 'react';
import type { FormEvent, ModuleConfig, RowAction } from './config';

/** A finished planting is reported today unless a report date is given. */
const reportToday: FormEvent = (value, { values, setValue }) => {
  if (value === 'finished' && !values.reported_on) setValue('reported_on', dayjs().format('YYYY-MM-DD'));
};

const status =
  (...codes: string[]) =>
  (row: Record<string, unknown>) =>
    codes.includes(String(row.status_code));
const userAction = (name: string) => (row: Record<string, unknown>) => `/users/${row.id}/${name}`;

/**
 * What a department admin does with a registration, and an admin with an account: each action is
 * offered in the states the server allows it from.
 */
const userActions: RowAction[] = [
  {
    name: 'approve',
    label: { id: 'Setujui', en: 'Approve' },
    permission: approveUsersTask,
    path: userAction('approve'),
    when: status('email_verified', 'rejected'),
    confirm: {
      id: 'Pengguna ini akan dapat masuk dan diberi tahu melalui email, lanjutkan?',
      en: 'The user will be able to log in and is told by mail, continue?',
    },
  },
  {
    name: 'reject',
    label: { id: 'Tolak', en: 'Reject' },
    permission: approveUsersTask,
    path: userAction('reject'),
    when: status('email_verified'),
    reason: { id: 'Alasan penolakan', en: 'Reason for rejection' },
    danger: true,
  },
  {
    name: 'deactivate',
    label: { id: 'Nonaktifkan', en: 'Deactivate' },
    permission: users.permissions.update,
    path: userAction('deactivate'),
    when: status('approved'),
    confirm: {
      id: 'Pengguna ini tidak akan dapat masuk lagi dan sesinya berakhir, lanjutkan?',
      en: 'The user will no longer be able to log in and their sessions end, continue?',
    },
    danger: true,
  },
  {
    name: 'activate',
    label: { id: 'Aktifkan', en: 'Activate' },
    permission: users.permissions.update,
    path: userAction('activate'),
    when: status('inactive'),
  },
];

/**
 * The admin configuration of modules, by resource name (admin spec §3 "Module configuration"). A
 * resource without an entry is shown with the defaults.
 */
export const moduleConfigs: Record<string, ModuleConfig> = {
  'contoh-komponen': {
    mode: { filter: 'sidebar' },
    fields: {
      name: { create: { attr: { autoComplete: 'off' } }, update: { attr: { autoComplete: 'off' } } },
      notes: { list: { show: false } },
      price: { detail: { type: 'money' } },
      website: { detail: { type: 'button' } },
      gallery: { detail: { type: 'file-multiple-img' } },
      quantity: {
        create: { option: { append: { id: 'pohon', en: 'trees' } } },
        update: { option: { append: { id: 'pohon', en: 'trees' } } },
      },
      height: {
        create: { option: { append: { id: 'm', en: 'm' } } },
        update: { option: { append: { id: 'm', en: 'm' } } },
      },
      // The report date is asked only of a finished planting, and starts at today when it finishes; the
      // filter takes several statuses.
      status: {
        create: { option: { toggle_field: { finished: ['reported_on'] } }, event: { change: reportToday } },
        update: { option: { toggle_field: { finished: ['reported_on'] } }, event: { change: reportToday } },
        filter: { option: { multiple: true } },
      },
      priority: { filter: { option: { multiple: true } } },
      // Partners are named by their company and show their website as a tooltip.
      supporter_ids: {
        create: { option: { list_pointer: { label: 'company_name', tooltip: 'website' } } },
        update: { option: { list_pointer: { label: 'company_name', tooltip: 'website' } } },
      },
    },
  },
  users: {
    actions: userActions,
    fields: {
      status_code: { filter: { option: { multiple: true } } },
      // Set by the approve, reject, deactivate and activate actions, not typed.
      reject_reason: { list: { show: false } },
    },
  },
  // One's own tokens: the owner and the kind are always oneself and personal.
  'api-token': {
    fields: {
      user_id: { list: { show: false }, detail: { show: false }, filter: { show: false } },
      kind: { list: { show: false }, detail: { show: false }, filter: { show: false } },
    },
  },
  projects: {
    fields: {
      // The place picked on the map also fills the two coordinates.
      location: {
        create: { option: { lat: 'lat', lng: 'lng' } },
        update: { option: { lat: 'lat', lng: 'lng' } },
      },
    },
  },
  'contoh-komponen-log': {
    layout: 'card',
    mode: { create: 'modal', update: 'modal', filter: 'modal' },
    fields: {
      contoh_komponen_id: { list: { view_data: 'contoh_komponen_id' } },
    },
  },
};

/** Modules that are not one resource's own: a configuration, a route and a place in the menu. */
export interface ExtraModule {
  route: string;
  menu: MenuPlace;
  title: Text;
  /** The resource whose API the module uses. */
  resource: string;
  config: ModuleConfig;
  /** The resource whose module it follows in the menu; without one it comes after every resource's. */
  after?: string;
}

export const extraModules: readonly ExtraModule[] = [
  {
    // Each role's tasks, switched on and off in its detail (admin spec §2 "User settings module").
    route: '/user-role/role-task',
    menu: { module: 'user-role', path: '/role-task' },
    title: { id: 'Hak Akses Peran', en: 'Role Permissions' },
    resource: 'roles',
    config: { hide: { create: true, update: true, delete: true }, export: false },
    // Admin spec §2 lists it between tasks and the tokens.
    after: 'tasks',
  },
  {
    // Fields built at run time from the server's model of the activity log (admin spec §3 model_api).
    route: '/master/contoh-model',
    menu: { module: 'master', path: '/contoh-model' },
    title: { id: 'Contoh Model API', en: 'Model API Example' },
    resource: 'contoh-komponen-log',
    config: { model_api: 'contoh-komponen-log', mode: { filter: 'inline' } },
  },
  {
    // The list edited inline, 50 rows a page (admin spec §2 "Editable table").
    route: '/master/contoh-komponen-tabel',
    menu: { module: 'master', path: '/contoh-komponen-tabel' },
    title: { id: 'Contoh Tabel Edit', en: 'Editable Table Example' },
    resource: 'contoh-komponen',
    config: { layout: 'editable' },
  },
];

/**
 * Routes of a menu module that are no resource's module (admin spec §2 "Route building"), at
 * `/{menu.module}{menu.path}`, listed in the menu after the module's resource modules.
 */
export interface PageRoute {
  menu: MenuPlace;
  title: Text;
  /** Needed to open the route and to see it in the menu. */
  permission: string;
  /** Loads the page when the route first opens; a route without one shows a placeholder. */
  component?: () => Promise<{ default: ComponentType }>;
  /** Inside the dashboard layout (menu, header, footer) or standing alone; inside by default. */
  layout?: boolean;
}

export const pageRoutes: readonly PageRoute[] = [
  {
    menu: { module: 'dashboard', path: '/information' },
    title: { id: 'Informasi Dashboard', en: 'Dashboard Information' },
    permission: allowAll,
  },
  {
    menu: { module: 'dashboard', path: '/map' },
    title: { id: 'Peta WIN', en: 'WIN Map' },
    permission: allowAll,
  },
];
