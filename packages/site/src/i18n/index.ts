import type { Lang } from '@rimba/core';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { id } from './id';

export const siteLanguages: readonly Lang[] = ['id', 'en'];

/** Texts in both languages, merged into the site's. */
export interface Texts {
  id: object;
  en: object;
}

/** The texts pages brought along, for an instance created after they came. */
const pageTexts: Texts[] = [];

/**
 * One i18next instance per language, each fixed to it: the language of a page is the one of its URL
 * (see app/lang.ts), never a global that a request on the server or another tab could switch. The texts
 * every page needs (layout, common words) are bundled in both languages; a page brings its own with its
 * chunk (`addTexts`), so the first render already has its text.
 */
function createI18n(lng: Lang): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    resources: { id: { translation: id }, en: { translation: en } },
    lng,
    fallbackLng: 'id',
    supportedLngs: siteLanguages,
    initAsync: false,
    interpolation: { escapeValue: false },
    // Keeps the library's advertisement out of the visitors' console.
    showSupportNotice: false,
  });
  for (const texts of pageTexts) addTo(instance, texts);
  return instance;
}

function addTo(instance: I18n, texts: Texts): void {
  for (const lang of siteLanguages) instance.addResourceBundle(lang, 'translation', texts[lang], true, true);
}

/**
 * Adds a page's texts, in both languages, when its module loads: a page's `texts.ts` calls it, and the
 * page imports that file, so its texts come in its own chunk and never with other pages.
 */
export function addTexts(texts: Texts): void {
  pageTexts.push(texts);
  for (const instance of instances.values()) addTo(instance, texts);
}

const instances = new Map<Lang, I18n>();

/** The i18next instance of a language. */
export function i18nFor(lang: Lang): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang);
    instances.set(lang, instance);
  }
  return instance;
}
