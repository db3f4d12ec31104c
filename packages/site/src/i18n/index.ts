import type { Lang } from '@rimba/core';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { id } from './id';

export const LANG_STORAGE_KEY = 'lang';
export const siteLanguages: readonly Lang[] = ['id', 'en'];

function storedLang(): Lang {
  const stored = localStorage.getItem(LANG_STORAGE_KEY);
  return siteLanguages.find((lang) => lang === stored) ?? 'id';
}

/** Remembers the visitor's choice and keeps `<html lang>` right for screen readers and search engines. */
i18n.on('languageChanged', (lang) => {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  document.documentElement.lang = lang;
});

// Both languages are bundled (they are small), so initialisation is synchronous and the first render
// already has its text.
void i18n.use(initReactI18next).init({
  resources: { id: { translation: id }, en: { translation: en } },
  lng: storedLang(),
  fallbackLng: 'id',
  supportedLngs: siteLanguages,
  initAsync: false,
  interpolation: { escapeValue: false },
  // Keeps the library's advertisement out of the visitors' console.
  showSupportNotice: false,
});

export default i18n;
