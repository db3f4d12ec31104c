import type { Lang } from './i18n.js';

/**
 * Every page of the public site has one address per language: Indonesian at its path (`/blog`), English
 * under `/en` (`/en/blog`). The site routes by these; the server renders, lists and links pages by them.
 */
export const englishPrefix = '/en';

/** The language of a path. */
export function langOfPath(pathname: string): Lang {
  return pathname === englishPrefix || pathname.startsWith(`${englishPrefix}/`) ? 'en' : 'id';
}

/** A path without its language prefix: `/en/blog` → `/blog`, `/en` → `/`. */
export function basePath(pathname: string): string {
  if (langOfPath(pathname) === 'id') return pathname;
  return pathname.slice(englishPrefix.length) || '/';
}

/** The path of a page in a language: `/blog` → `/en/blog` in English. Other addresses stay as they are. */
export function localPath(path: string, lang: Lang): string {
  if (lang === 'id' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path.startsWith('/api/') || path.startsWith('/admin') || path.startsWith('/uploads/')) return path;
  return path === '/' ? englishPrefix : `${englishPrefix}${path}`;
}

/** The admin's log-in page, where the site's log-in link leads. */
export const adminLoginPath = '/admin/login';
