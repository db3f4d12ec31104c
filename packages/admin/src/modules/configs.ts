import type { MenuPlace, Text } from '@rimba/core';
import type { ModuleConfig } from './config';

/**
 * The admin configuration of modules, by resource name (admin spec §3 "Module configuration"). A
 * resource without an entry is shown with the defaults.
 */
export const moduleConfigs: Record<string, ModuleConfig> = {
  'contoh-komponen': {
    mode: { filter: 'sidebar' },
    fields: {
      notes: { list: { show: false } },
      price: { detail: { type: 'money' } },
      website: { detail: { type: 'button' } },
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
}

export const extraModules: readonly ExtraModule[] = [
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
