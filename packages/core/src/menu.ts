import type { Text } from './i18n.js';

/** The admin's menu modules, in the order the left menu lists them (admin spec §2). */
export const menuModules = ['dashboard', 'setting', 'master', 'user-role'] as const;
export type MenuModule = (typeof menuModules)[number];

/** A group of entries inside a menu module, as the left menu shows it. */
export interface MenuGroupInfo {
  label: Text;
  /** Shown only while the server holds its demo content (the example modules). */
  demo?: boolean;
}

/**
 * The groups of each menu module in menu order (admin spec §2), with their labels: the one place a group
 * is named. An entry without a group sits in its module's default group, listed before the named ones.
 */
export const menuGroups = {
  dashboard: {},
  setting: {
    cms: { label: { id: 'CMS', en: 'CMS' } },
    gifts: { label: { id: 'Hadiah', en: 'Gifts' } },
    gis: { label: { id: 'GIS', en: 'GIS' } },
    donation: { label: { id: 'Donasi', en: 'Donation' } },
    'get-involved': { label: { id: 'Get Involved', en: 'Get Involved' } },
  },
  master: {
    field: { label: { id: 'Operasional Lapangan', en: 'Field Operations' } },
    'field-reports': { label: { id: 'Laporan Lapangan', en: 'Field Reports' } },
    qhse: { label: { id: 'QHSE', en: 'QHSE' } },
    article: { label: { id: 'Artikel', en: 'Article' } },
    product: { label: { id: 'Produk', en: 'Product' } },
    donation: { label: { id: 'Donasi', en: 'Donation' } },
    demo: { label: { id: 'Contoh', en: 'Examples' }, demo: true },
  },
  'user-role': {},
} as const satisfies Record<MenuModule, Record<string, MenuGroupInfo>>;

export type MenuGroup<M extends MenuModule = MenuModule> = M extends MenuModule
  ? Extract<keyof (typeof menuGroups)[M], string>
  : never;

/**
 * Where a resource or page appears in the admin menu: a menu module and, inside it, one of the module's
 * groups (a group the module does not have fails the type check).
 */
export type MenuPlace = {
  [M in MenuModule]: {
    module: M;
    group?: MenuGroup<M>;
    /** The route path inside the module, e.g. `/partners`. */
    path: string;
  };
}[MenuModule];

/** The groups of a menu module in menu order, each with its key. */
export function groupsOf(module: MenuModule): { key: string; info: MenuGroupInfo }[] {
  return Object.entries(menuGroups[module] as Record<string, MenuGroupInfo>).map(([key, info]) => ({
    key,
    info,
  }));
}
