import type { Lang } from '@rimba/core';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { id } from './id';

export const siteLanguages: readonly Lang[] = ['id', 'en'];

/**
 * One i18next instance per language, each fixed to it: the language of a page is the one of its URL
 * (see app/lang.ts), never a global that a request on the server or another tab could switch. Both
 * languages are bundled (they are small), so the first render already has its text.
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
  return instance;
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
