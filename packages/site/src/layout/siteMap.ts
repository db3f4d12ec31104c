import { adminLoginPath, legalPageSlugs } from '@rimba/core';
import { programmeNames } from '../pages/trees4/programmeNames';

/**
 * The site's menus (site spec §2, with the about pages and the get-involved pages it leaves out of them).
 * Labels are i18n keys; page titles live under `pages.<path without />`.
 */
export interface MenuLink {
  to: string;
  /** The link's text (an i18n key) where the page's title would not say it in the menu. */
  label?: string;
  /** Opens in a new tab, as the spec asks for the tree tracker and the admin log-in. */
  newTab?: boolean;
}

export type Menu =
  | { label: string; items: MenuLink[] }
  | ({ label: string } & MenuLink & { items?: undefined });

export const menus: Menu[] = [
  {
    label: 'menu.about',
    items: [
      { to: '/about', label: 'menu.aboutRimba' },
      { to: '/about-who-we-are' },
      { to: '/about-what-we-do' },
      { to: '/about-impact' },
      { to: '/about-location-capacity' },
      { to: '/about-our-growers' },
      { to: '/about-anual-report' },
      { to: '/about-partners' },
      { to: '/about-working-t4t' },
      { to: '/about-faq' },
    ],
  },
  { label: 'menu.whyTrees', items: [{ to: '/why-trees' }, { to: '/why-tree-species' }] },
  { label: 'menu.trackTrees', to: '/win', newTab: true },
  {
    label: 'menu.getInvolved',
    items: [
      { to: '/trees4everyone' },
      { to: '/business' },
      { to: '/trees4teaching' },
      { to: '/trees4shop' },
      { to: '/campaign-event' },
      { to: '/form-get-involved', label: 'menu.getInvolvedForm' },
    ],
  },
  {
    label: 'menu.stories',
    items: [
      { to: '/blog' },
      { to: '/our-news' },
      { to: '/photo-gallery' },
      { to: '/our-video-gallery' },
      { to: '/our-publications' },
    ],
  },
  { label: 'menu.merchandise', to: '/gifts' },
];

/** The log-in page belongs to the admin app, which the server serves under /admin/. */
export const adminLoginUrl = adminLoginPath;

export const pageTitleKey = (path: string) => `pages.${path.slice(1)}`;

/** The i18n key of a menu item's text: its own label, else its page's title. */
export const menuItemKey = (item: MenuLink) => item.label ?? pageTitleKey(item.to);

/** The pages of the menus that are built. */
const builtPages = [
  '/about',
  '/about-anual-report',
  '/about-partners',
  '/about-working-t4t',
  '/about-faq',
  '/blog',
  '/our-news',
  '/our-publications',
  '/about-who-we-are',
  '/about-what-we-do',
  '/about-impact',
  '/about-location-capacity',
  '/about-our-growers',
  '/why-trees',
  '/business',
  ...programmeNames.map((name) => `/${name}`),
  '/photo-gallery',
  '/our-video-gallery',
  '/why-tree-species',
  '/campaign-event',
  '/form-get-involved',
  '/gifts',
  '/donation',
  '/win',
  ...legalPageSlugs.map((slug) => `/${slug}`),
];

/** The site's own pages, as the sitemap lists them (each row's page, an article's say, comes from its resource). */
export const sitePages: readonly string[] = ['/', ...builtPages];

/** Pages the menus and buttons link to that are not built yet: each shows its title and "coming soon". */
export const placeholderPaths: string[] = menus
  .flatMap((menu) => (menu.items ? menu.items.map((item) => item.to) : [menu.to]))
  .filter((path) => !builtPages.includes(path));
